/**
 * The content editor's addresses (decision 0077), relative to the storefront's base as links
 * and redirects take them: a page by its path after /ecom, a fragment by its key.
 */

export interface EditorDocument {
  kind: 'page' | 'fragment';
  ref: string;
}

export function editorPath(document: EditorDocument): string {
  return document.kind === 'page'
    ? `/admin/content/pages/${document.ref.replace(/^\/ecom\//, '')}`
    : `/admin/content/fragments/${document.ref}`;
}

export function previewPath(document: EditorDocument, version: number | null): string {
  const query = new URLSearchParams({ kind: document.kind, ref: document.ref });
  if (version !== null) query.set('version', String(version));
  return `/admin/content/preview?${query}`;
}

/** The document a console URL names: `pages/*` (the splat) or `fragments/:key`. */
export function documentOfParams(params: { key?: string; '*'?: string }): EditorDocument {
  return params.key !== undefined
    ? { kind: 'fragment', ref: params.key }
    : { kind: 'page', ref: `/ecom/${params['*'] ?? ''}`.replace(/\/+$/, '') };
}

/** A refusal's HTTP status. */
export function refusalStatus(code: 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT'): number {
  return code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : 409;
}
