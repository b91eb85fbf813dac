import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isSignInPath } from '@portal/contract';
import { sendProblem } from './problem.ts';

const API_PREFIXES = ['/api', '/accounts', '/jwt', '/hub', '/health'];

function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * Serves the built web app with history-mode fallback (the sign-in screens get the small sign-in page); API paths
 * answer problem+json 404s.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  // The small sign-in page (decision 0087): a first load of a sign-in screen gets it rather than the whole app.
  const hasSignInPage = hasWeb && existsSync(join(webDist, 'sign-in.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (vite.config.ts): sent with Content-Encoding and Vary.
      preCompressed: true,
      // Our own headers below: the plugin's default (max-age=0) would override them.
      cacheControl: false,
      setHeaders(res, path) {
        // Hashed assets never change; index.html must always be revalidated.
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same address answers brotli, gzip or plain by Accept-Encoding: caches must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // Every built file has its own route (wildcard: false), so a file-like path here does not exist;
    // any other page path is the SPA's (history-mode fallback).
    // Only the build's own files are files; an app path may contain a dot (a user name like jlopez.nuevo).
    const isFilePath = /^\/(assets\/|[\w-]+\.(js|css|svg|png|ico|webmanifest|txt|json)$)/i.test(path);
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !isFilePath) {
      const page = hasSignInPage && isSignInPath(path) ? 'sign-in.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page, { cacheControl: false });
    }
    return sendProblem(request, reply, { status: 404, detailKey: 'problem.notFoundDetail', code: 'notFound' });
  });
}
