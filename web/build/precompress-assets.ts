import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The hashed text assets worth compressing (source maps are for developers: left raw). */
const textAsset = /\.(?:js|mjs|css|svg|json|html|txt)$/;

/**
 * Issue 33: every hashed text asset of the build gets a `.br` (brotli, quality 11) and a `.gz`
 * (gzip, level 9) beside it, written once at build time; the server picks one by the request's
 * Accept-Encoding (server/routes/web-client.ts) instead of compressing on every request.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'live-classroom:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      writeCompressedSiblings(join(outDir, 'assets'));
    },
  };
}

/** Writes `<file>.br` and `<file>.gz` beside every text file of `directory`; returns how many files it compressed. */
export function writeCompressedSiblings(directory: string): number {
  let count = 0;
  for (const name of readdirSync(directory)) {
    if (!textAsset.test(name)) continue;
    const path = join(directory, name);
    const content = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}
