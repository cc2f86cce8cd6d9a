import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** Issue 33: the JavaScript a first visit of the visitor home downloads, brotli-compressed, at most this. */
export const FIRST_VISIT_JS_BUDGET = 200 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface FirstVisitScripts {
  /** Every script the page's entry loads before it runs (the entry and its static imports), brotli sizes. */
  chunks: { file: string; brotliBytes: number }[];
  totalBrotliBytes: number;
}

/** The entry of web/dist/index.html and every chunk it imports statically, read from the build's manifest (dist/.vite/manifest.json). */
export function firstVisitScripts(webDist: string): FirstVisitScripts {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('the manifest has no index.html entry');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  visit(entry);
  const chunks = [...seen].map((key) => ({ file: manifest[key]!.file, brotliBytes: brotliSize(join(webDist, manifest[key]!.file)) }));
  chunks.sort((a, b) => b.brotliBytes - a.brotliBytes);
  return { chunks, totalBrotliBytes: chunks.reduce((sum, chunk) => sum + chunk.brotliBytes, 0) };
}

/**
 * The source modules a lazy chunk brings with it beyond the shell: the chunk of `source` (a manifest key such as
 * `app/quiz-home-routes.tsx`) and every chunk it imports statically, except the entry's own (index.html and its
 * static imports, which every page has already loaded). Paths relative to web/ (`features/quizzes/…`) or `node_modules/…`.
 */
export function lazyChunkModules(webDist: string, source: string): string[] {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  if (!manifest[source]) throw new Error(`the manifest has no chunk for ${source}`);
  const shell = new Set(firstVisitScripts(webDist).chunks.map((chunk) => chunk.file));
  const files = new Set<string>();
  const visit = (key: string) => {
    const file = manifest[key]!.file;
    if (files.has(file) || shell.has(file)) return;
    files.add(file);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  visit(source);
  return [...files].flatMap((file) => {
    const mapPath = join(webDist, `${file}.map`);
    if (!existsSync(mapPath)) return [];
    const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] };
    return map.sources.map((module) => module.replace(/^.*?node_modules\//, 'node_modules/').replace(/^(\.\.\/)+/, ''));
  });
}

/** The size the server sends: the build's `.br` when it wrote one, else the file compressed now. */
function brotliSize(path: string): number {
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length;
  return brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The biggest source modules inside the given chunks (from their source maps' sourcesContent), largest first: what to split off when over budget. */
export function biggestModules(webDist: string, files: string[], count = 15): { module: string; bytes: number }[] {
  const modules: { module: string; bytes: number }[] = [];
  for (const file of files) {
    const mapPath = join(webDist, `${file}.map`);
    if (!existsSync(mapPath)) continue;
    const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; sourcesContent?: (string | null)[] };
    map.sources.forEach((source, index) => modules.push({ module: source.replace(/^.*?node_modules\//, 'node_modules/').replace(/^(\.\.\/)+/, ''), bytes: map.sourcesContent?.[index]?.length ?? 0 }));
  }
  return modules.sort((a, b) => b.bytes - a.bytes).slice(0, count);
}

/** A readable account of the first visit's scripts, for the budget's failure message and docs/performance.md. */
export function describeFirstVisit(webDist: string, scripts: FirstVisitScripts): string {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const lines = [`first visit: ${kib(scripts.totalBrotliBytes)} of JavaScript (brotli), budget ${kib(FIRST_VISIT_JS_BUDGET)}`, 'chunks:'];
  for (const chunk of scripts.chunks) lines.push(`  ${kib(chunk.brotliBytes).padStart(10)}  ${chunk.file}`);
  lines.push('biggest modules (source size):');
  for (const module of biggestModules(webDist, scripts.chunks.map((chunk) => chunk.file))) lines.push(`  ${kib(module.bytes).padStart(10)}  ${module.module}`);
  return lines.join('\n');
}
