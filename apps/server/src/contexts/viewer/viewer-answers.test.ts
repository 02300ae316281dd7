import { ANONYMOUS_VIEWER, type Viewer } from '@grocer/domain/identity/viewer';
import { describe, expect, it } from 'vitest';
import { MAX_AGE_MS, ViewerAnswers } from './viewer-answers.ts';

const jane = (firstName: string): Viewer => ({ ...ANONYMOUS_VIEWER, signedIn: true, firstName });

describe('viewer answers kept on the embedded database', () => {
  it('proves an answer is given again only while nothing is written and for under a second, per session', async () => {
    let epoch = 7;
    let now = new Date('2090-01-01T10:00:00.000Z');
    const answers = new ViewerAnswers(
      () => epoch,
      () => now,
    );
    let worked = 0;
    const workOut = (name: string) => async () => {
      worked += 1;
      return jane(name);
    };
    expect((await answers.answer('a', workOut('Ann'))).firstName).toBe('Ann');
    // Held: the same answer, not worked out again.
    expect((await answers.answer('a', workOut('Other'))).firstName).toBe('Ann');
    expect(worked).toBe(1);
    // Another session has its own.
    expect((await answers.answer('b', workOut('Bob'))).firstName).toBe('Bob');
    // A write anywhere: worked out again.
    epoch += 1;
    expect((await answers.answer('a', workOut('Ann 2'))).firstName).toBe('Ann 2');
    // A second on: worked out again; a clock set back likewise.
    now = new Date(now.getTime() + MAX_AGE_MS);
    expect((await answers.answer('a', workOut('Ann 3'))).firstName).toBe('Ann 3');
    now = new Date(now.getTime() - 5_000);
    expect((await answers.answer('a', workOut('Ann 4'))).firstName).toBe('Ann 4');
  });

  it('proves an answer worked out while something was written, or an anonymous one, is not kept', async () => {
    let epoch = 1;
    const answers = new ViewerAnswers(
      () => epoch,
      () => new Date('2090-01-01T10:00:00.000Z'),
    );
    await answers.answer('a', async () => {
      epoch += 1;
      return jane('Ann');
    });
    expect((await answers.answer('a', async () => jane('Fresh'))).firstName).toBe('Fresh');
    await answers.answer('ended', async () => ANONYMOUS_VIEWER);
    expect((await answers.answer('ended', async () => jane('Back'))).firstName).toBe('Back');
  });
});
