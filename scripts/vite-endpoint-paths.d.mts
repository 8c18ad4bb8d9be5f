import type { Plugin } from 'vite';

/** See vite-endpoint-paths.mjs: the client's build of the endpoint registry, without zod. */
export function endpointPathsOnly(): Plugin;
