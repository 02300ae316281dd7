import { readCookie } from '@grocer/domain/shell/cookies';
import { STAFF_CONSOLE_PATH, STAFF_SESSION_COOKIE } from '@grocer/domain/staff/staff-console';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { escapeHtml as e } from '../../http/html-escape.ts';
import { requestIdentity } from '../identity/request-identity.plugin.ts';
import type { StaffService } from '../staff/staff.contract.ts';
import { mailIdParamsSchema } from './mail.schemas.ts';
import type { MailMessage, MailService, MailSummary } from './mail.service.ts';

/**
 * The development mail viewer (no SMTP_URL): the demo's inbox, server-rendered, no scripts.
 * Everything shown is escaped; nothing is masked, since reading the links is its purpose, so it
 * is for staff only (decision 0019): it sits in the console's URL space, where the console
 * session cookie (Path=/ecom/admin, decision 0022) reaches it, and asks the staff context.
 */

export const MAIL_VIEWER_PATH = `${STAFF_CONSOLE_PATH}/mail`;
const LISTED = 100;

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Europe/London',
});

function time(at: Date): string {
  return `<time datetime="${e(at.toISOString())}">${e(when.format(at))}</time>`;
}

const STATE_LABEL: Record<MailSummary['state'], string> = {
  held: 'held (not sent)',
  pending: 'waiting to be sent',
  sending: 'sending',
  sent: 'sent',
  failed: 'failed',
};

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}
header,main{max-width:60rem;margin:0 auto;padding:1rem}header{border-bottom:1px solid #ccc}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #ddd;vertical-align:top}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f4f4f4;padding:1rem}
dt{font-weight:bold}dd{margin:0 0 .5rem}a{color:#00573d}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)} – mail viewer</title>
<style>${STYLE}</style>
</head>
<body>
<header><p>Development mail viewer: emails are kept here, not sent, because <code>SMTP_URL</code> is not set.</p></header>
<main>
${body}
</main>
</body>
</html>
`;
}

function listPage(messages: MailSummary[]): string {
  const rows = messages
    .map(
      (message) => `<tr><td>${e(message.to)}</td>
<td><a href="${MAIL_VIEWER_PATH}/${message.id}">${e(message.subject)}</a></td>
<td>${time(message.createdAt)}</td><td>${e(STATE_LABEL[message.state])}</td></tr>`,
    )
    .join('\n');
  const content =
    messages.length === 0
      ? '<p>No emails yet.</p>'
      : `<table>
<caption>The latest ${LISTED} emails, newest first</caption>
<thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Queued</th><th scope="col">State</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return page('Emails', `<h1>Emails</h1>\n${content}`);
}

const LINK = /https?:\/\/[^\s<>"'`]+/g;

function messagePage(message: MailMessage): string {
  const links = [...new Set(message.text.match(LINK) ?? [])];
  const linkList =
    links.length === 0
      ? '<p>This email has no links.</p>'
      : `<ul>\n${links.map((link) => `<li><a href="${e(link)}">${e(link)}</a></li>`).join('\n')}\n</ul>`;
  const lastError = message.lastError ? `<dt>Last error</dt><dd>${e(message.lastError)}</dd>` : '';
  return page(
    message.subject,
    `<nav aria-label="Mail viewer"><a href="${MAIL_VIEWER_PATH}">All emails</a></nav>
<h1>${e(message.subject)}</h1>
<dl>
<dt>To</dt><dd>${e(message.to)}</dd>
<dt>Queued</dt><dd>${time(message.createdAt)}</dd>
<dt>State</dt><dd>${e(STATE_LABEL[message.state])}</dd>
${lastError}
</dl>
<h2>Links</h2>
${linkList}
<h2>Text</h2>
<pre>${e(message.text)}</pre>`,
  );
}

function sendPage(reply: FastifyReply, html: string, status = 200) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(html);
}

const STAFF_ONLY = page(
  'Staff only',
  `<h1>Staff only</h1>
<p>The mail viewer is for staff. <a href="${STAFF_CONSOLE_PATH}/sign-in?redirect=${encodeURIComponent(MAIL_VIEWER_PATH)}">Sign in as staff</a>.</p>`,
);

export async function mailViewerRoutes(
  app: FastifyInstance,
  options: { mail: MailService; staff: Pick<StaffService, 'access'> },
) {
  const { mail, staff } = options;

  // With real delivery there is no inbox to show: the viewer does not exist.
  app.addHook('onRequest', async (request) => {
    if (mail.delivery !== 'viewer') {
      throw new AppError('NOT_FOUND', `Nothing at ${request.method} ${request.url.split('?')[0]}`);
    }
  });

  // Staff only, as every console page (decision 0022): a stranger signs in as staff and comes
  // back; a customer is refused. Checked before the id is read, so strangers learn nothing.
  app.addHook('preHandler', async (request, reply) => {
    const access = await staff.access({
      consoleSessionSecret: readCookie(request.headers.cookie ?? null, STAFF_SESSION_COOKIE),
      storefrontIdentity: () => requestIdentity(request),
    });
    if (access.kind === 'staff') return;
    if (access.kind === 'forbidden') return sendPage(reply, STAFF_ONLY, 403);
    if (access.clearCookie) reply.header('set-cookie', access.clearCookie);
    const back = encodeURIComponent(request.url);
    return reply
      .header('cache-control', 'no-store')
      .redirect(`${STAFF_CONSOLE_PATH}/sign-in?redirect=${back}`, 302);
  });

  app.get(MAIL_VIEWER_PATH, async (_request, reply) =>
    sendPage(reply, listPage(await mail.listMessages(LISTED))),
  );

  app.get(`${MAIL_VIEWER_PATH}/:id`, async (request, reply) => {
    const { id } = parseInput(mailIdParamsSchema, request.params, 'params');
    const message = await mail.getMessage(id);
    if (!message) throw new AppError('MAIL_NOT_FOUND', `No email with id ${id}`);
    return sendPage(reply, messagePage(message));
  });
}
