import type { OpenApiDocument, OpenApiOperation } from './openapi.ts';

/**
 * A readable page of the OpenAPI document: every operation with its parameters, their
 * constraints and its answers. Rendered from the document itself, so the two never disagree;
 * plain HTML with no scripts (the CSP allows none from elsewhere, and none are needed).
 */
export function renderApiDocsPage(
  document: OpenApiDocument,
  links: { openApiPath: string; graphqlSdlPath?: string },
): string {
  const byTag = new Map<string, [string, string, OpenApiOperation][]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), [method.toUpperCase(), path, operation]]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const sdl = links.graphqlSdlPath
    ? ` The GraphQL schema is at <a href="${escapeHtml(links.graphqlSdlPath)}">${escapeHtml(links.graphqlSdlPath)}</a>.`
    : '';
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#1a1a1a;background:#fff}
code{font-family:ui-monospace,monospace;overflow-wrap:anywhere}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}
th,td{border:1px solid #767676;padding:.25rem .5rem;text-align:left;vertical-align:top}
section{border-top:1px solid #767676;margin-top:1.5rem}
a{color:#0b57d0}
</style>
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${inlineMarkdown(document.info.description)}</p>
<p>Machine-readable: <a href="${escapeHtml(links.openApiPath)}">${escapeHtml(links.openApiPath)}</a> (OpenAPI ${escapeHtml(document.openapi)}).${sdl}</p>
</header>
<main>
<nav aria-label="Operations">
<ul>
${tags
  .flatMap((tag) => byTag.get(tag) ?? [])
  .map(
    ([method, path, op]) =>
      `<li><a href="#${escapeHtml(op.operationId)}"><code>${method} ${escapeHtml(path)}</code></a>: ${escapeHtml(op.summary)}</li>`,
  )
  .join('\n')}
</ul>
</nav>
${tags
  .map(
    (tag) =>
      `<h2>${escapeHtml(tag)}</h2>\n${(byTag.get(tag) ?? [])
        .map(([method, path, op]) => operationSection(method, path, op))
        .join('\n')}`,
  )
  .join('\n')}
</main>
</body>
</html>
`;
}

function operationSection(method: string, path: string, op: OpenApiOperation): string {
  const parameters =
    op.parameters.length === 0
      ? '<p>No parameters.</p>'
      : `<table>
<caption>Parameters of ${escapeHtml(op.operationId)}</caption>
<thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Value</th></tr></thead>
<tbody>
${op.parameters
  .map(
    (p) =>
      `<tr><th scope="row"><code>${escapeHtml(p.name)}</code></th><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td>${escapeHtml(describeSchema(p.schema))}${p.description ? `. ${escapeHtml(p.description)}` : ''}</td></tr>`,
  )
  .join('\n')}
</tbody>
</table>`;
  const responses = `<table>
<caption>Answers of ${escapeHtml(op.operationId)}</caption>
<thead><tr><th scope="col">Status</th><th scope="col">Meaning</th></tr></thead>
<tbody>
${Object.entries(op.responses)
  .map(
    ([status, response]) =>
      `<tr><th scope="row">${escapeHtml(status)}</th><td>${inlineMarkdown(response.description)}</td></tr>`,
  )
  .join('\n')}
</tbody>
</table>`;
  return `<section aria-labelledby="${escapeHtml(op.operationId)}">
<h3 id="${escapeHtml(op.operationId)}"><code>${method} ${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)}</p>
${op.description ? `<p>${inlineMarkdown(op.description)}</p>\n` : ''}${parameters}
${responses}
</section>`;
}

/** A JSON Schema in words: type, allowed values and bounds. */
export function describeSchema(schema: Record<string, unknown>): string {
  const parts: string[] = [];
  if (Array.isArray(schema.enum)) {
    parts.push(`one of ${schema.enum.map(String).join(', ')}`);
  } else if (schema.type === 'array') {
    const items = (schema.items ?? {}) as Record<string, unknown>;
    parts.push(`list of ${describeSchema(items)} (repeat the parameter)`);
    if (typeof schema.maxItems === 'number') parts.push(`at most ${schema.maxItems} items`);
  } else if (Array.isArray(schema.anyOf)) {
    parts.push(
      (schema.anyOf as Record<string, unknown>[]).map((part) => describeSchema(part)).join(' or '),
    );
  } else if (typeof schema.type === 'string') {
    parts.push(schema.type === 'integer' ? 'whole number' : schema.type);
  } else {
    parts.push('any value');
  }
  const bounds: [string, string][] = [
    ['minimum', 'from'],
    ['maximum', 'to'],
    ['minLength', 'at least {} characters'],
    ['maxLength', 'at most {} characters'],
  ];
  for (const [key, words] of bounds) {
    const value = schema[key];
    if (typeof value !== 'number') continue;
    parts.push(words.includes('{}') ? words.replace('{}', String(value)) : `${words} ${value}`);
  }
  if (typeof schema.pattern === 'string') parts.push(`matching ${schema.pattern}`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join(', ');
}

/** Only `code` spans and [text](href) links: the documents' descriptions use nothing else. */
function inlineMarkdown(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '<a href="$2">$1</a>');
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
