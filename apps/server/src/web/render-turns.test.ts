import { once } from 'node:events';
import { type AddressInfo, connect, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { renderTurns } from './render-turns.ts';

describe('renderTurns', () => {
  it('proves renders start in the order asked, and I/O that arrives during one is handled before the next starts', async () => {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
    const [socket] = (await once(server, 'connection')) as [import('node:net').Socket];
    await once(client, 'connect');
    const seen: string[] = [];
    socket.on('data', (data) => seen.push(`read ${data}`));

    const turn = renderTurns();
    const renders = ['first', 'second', 'third'].map(async (name) => {
      await turn();
      seen.push(name);
      // A request arriving while this render runs (synchronously, as a cached page does).
      if (name === 'first') client.write('next request');
    });
    await Promise.all(renders);
    expect(seen).toEqual(['first', 'read next request', 'second', 'third']);

    client.destroy();
    socket.destroy();
    server.close();
  });
});
