import fs from 'node:fs/promises';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isEditor } from '../plugins/app/require-editor';
import { CONTROL_CHARACTERS } from '@festival/shared/api-schemas/common-schemas';
import { matchUnlocalisedRoute, routeSearch } from '@festival/shared/routes/route-table';
import { DocumentCache, type DocumentEncoding, type KeptDocument } from './cache/document-cache';
import { RenderLimits, type RenderRefusal } from './cache/render-limits';
import { DocumentService, type DocumentAnswer, type DocumentRequest } from './document-service';
import { ShellRenderer } from './render/shell-renderer';
import { ShellTemplate } from './render/shell-template';
import { isBuildInternal, staticHeaders } from '../routes/site/static-files';

/** Paths that never answer a document: unknown ones under them are JSON 404s. */
const NON_DOCUMENT_PREFIXES = ['/api', '/pageeditor-api', '/media', '/remotes'];
/** A last path segment with an extension asks for a file, not a page. */
const FILE_LIKE = /\/[^/]+\.[a-z0-9]{1,8}$/i;

const NOT_BUILT_HTML = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Website nicht gebaut / Site not built</title></head>
<body><p lang="de">Die Website ist noch nicht gebaut. Bitte zuerst die Shell bauen.</p>
<p lang="en">The site is not built yet. Please build the shell first.</p></body></html>`;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * An editor's document may show what visitors must not see (offline pages, drafts): no cache keeps
 * it, and the service worker, seeing no-store, never answers an editor from its copies. A signed-in
 * visitor's document is the public page (their own parts render in the browser), kept by their
 * browser alone.
 */
function documentCacheControl(user: DocumentRequest['user']): string {
  if (isEditor(user)) return 'private, no-store';
  return user ? 'private, no-cache' : 'no-cache';
}

/**
 * Every other GET: a file of the shell's build, or an HTML document for a route (the
 * shell's index.html with the route's head), or a redirect to the visitor's locale.
 */
const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const shellDist = path.join(app.config.workspaceRoot, 'shell', 'dist');
  await app.register(fastifyStatic, {
    root: shellDist,
    serve: false,
    // The .br and .gz files the builds write beside each file (shared/build/webpack-common.js).
    preCompressed: true,
    cacheControl: false,
    setHeaders: staticHeaders([]),
  });
  const shellServer = new ShellRenderer(path.join(app.config.workspaceRoot, 'shell', 'dist-server'), app.log, () => app.clock().getTime());
  const template = new ShellTemplate(shellDist);
  const documents = new DocumentService(app, template, shellServer);
  const cache = app.config.documentCacheMs > 0
    ? new DocumentCache(app.changes, () => app.clock().getTime(), { ttlMs: app.config.documentCacheMs })
    : null;
  const limits = new RenderLimits(app.config.renderLimits, () => app.clock().getTime());
  const encodings: DocumentEncoding[] = ['br', 'gzip'];

  /**
   * Anonymous 200 and 404 documents come from the cache, kept per path and the parameters the
   * route reads; redirects, 503s and signed-in visitors' documents never. Every fresh render
   * goes through the render limits.
   */
  async function answerDocument(input: DocumentRequest, rawPath: string): Promise<DocumentAnswer | KeptDocument | RenderRefusal> {
    const render = () => limits.run(input.clientAddress, () => documents.answer(input));
    if (!cache || input.user) return render();
    let rendered: DocumentAnswer | RenderRefusal | undefined;
    const kept = await cache.get(`${input.locale} ${rawPath}${routeSearch(input.pathname, input.search)}`, async () => {
      rendered = await render();
      return rendered.kind === 'document' && rendered.status !== 503 ? { status: rendered.status, html: rendered.html } : null;
    });
    return kept ?? rendered ?? render();
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [rawPath = '/', query = ''] = request.url.split(/\?(.*)/s);
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return reply.code(400).send({ detail: 'Malformed path' });
    }
    // No page has a control character in its path, and PostgreSQL cannot even compare NUL.
    if (CONTROL_CHARACTERS.test(pathname)) return reply.code(400).send({ detail: 'Malformed path' });
    if (NON_DOCUMENT_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return reply.code(404).send({ detail: 'Not found' });
    }
    // Every file of the shell's build has an extension: a page's path asks the disk nothing.
    const fileLike = FILE_LIKE.test(pathname);
    const file = path.join(shellDist, pathname);
    if (fileLike && file.startsWith(shellDist + path.sep) && !isBuildInternal(file) && (await isFile(file))) {
      return reply.sendFile(path.relative(shellDist, file));
    }
    // The webshop's sister areas (/eventim.webshop, /test.webshop) are routes despite the dot.
    if (fileLike && !matchUnlocalisedRoute(pathname)) return reply.code(404).send({ detail: 'Not found' });

    const answer = await answerDocument({
      pathname,
      search: query ? `?${query}` : '',
      origin: app.config.publicOrigin,
      locale: request.locale,
      user: request.user,
      clientAddress: request.ip,
    }, rawPath);
    // Every answer may depend on the session (v, site offline) or the language cookie.
    reply.header('Vary', 'Cookie, Accept-Language, Accept-Encoding').header('Cache-Control', documentCacheControl(request.user));
    reply.allowInlineScripts(template.scriptHashes());
    if ('bytes' in answer) {
      reply.type('text/html; charset=utf-8').code(answer.status);
      // A kept document is compressed once per encoding, not on every answer.
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', encodings) as DocumentEncoding | undefined;
      if (!encoding) return reply.send(answer.bytes);
      return reply.header('Content-Encoding', encoding).send(await answer.encoding(encoding));
    }
    if (answer.kind === 'refused') {
      return reply.code(503).header('Retry-After', String(answer.retryAfterS)).header('Cache-Control', 'no-store')
        .send({ detail: 'Too many pages asked for at once; please try again shortly.' });
    }
    if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
    reply.type('text/html; charset=utf-8');
    if (answer.kind === 'not-built') return reply.code(503).send(NOT_BUILT_HTML);
    // Spec §4: a site switched offline is down for maintenance, not gone.
    if (answer.status === 503) reply.header('Retry-After', '600');
    return reply.code(answer.status).send(answer.html);
  });
};
export default documentRoutes;
