import fs from 'node:fs';
import path from 'node:path';
import type { GenFile } from './codegen';

/**
 * Development only (CODEGEN_WRITE_DIR, set by `npm run dev`): the generated files written into the
 * working tree, so the resource is there to register and edit. A file that exists is never
 * overwritten (someone may have edited it): the whole write is refused before anything is written.
 * Answers the paths written, or a Chinese message.
 */
export function writeGenerated(root: string, files: GenFile[]): string[] | string {
  const targets = files.map((f) => ({ file: f, to: path.resolve(root, f.path) }));
  for (const { file, to } of targets) {
    // Paths are made from validated names (resources/<domain>/<name>/...); checked again here all the same.
    if (!to.startsWith(path.resolve(root) + path.sep) || !file.path.startsWith('resources/'))
      return `生成路径不正确: ${file.path}`;
    if (fs.existsSync(to)) return `文件已存在,未写入: ${file.path}`;
  }
  for (const { file, to } of targets) {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.writeFileSync(to, file.content, { flag: 'wx' });
  }
  return targets.map((t) => t.file.path);
}
