// Writes a brotli (.br, maximum quality) and a gzip (.gz, level 9) sibling next to every text file of
// the built client, so the server sends them as they are (@fastify/static `preCompressed`) instead
// of compressing on each request. A sibling that would not be smaller than its file is not written.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist/client');
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);

function* textFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    // .vite/ holds the build manifest, which is never served
    if (entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(file);
    else if (TEXT.has(path.extname(entry.name))) yield file;
  }
}

let files = 0;
let raw = 0;
let brotli = 0;
for (const file of textFiles(root)) {
  const content = fs.readFileSync(file);
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = gzipSync(content, { level: 9 });
  if (br.length < content.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < content.length) fs.writeFileSync(`${file}.gz`, gz);
  files += 1;
  raw += content.length;
  brotli += Math.min(br.length, content.length);
}
console.log(`precompressed ${files} files: ${raw} bytes, ${brotli} with brotli`);
