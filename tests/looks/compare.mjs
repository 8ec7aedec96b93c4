// Compares two folders of photos (tests/looks/capture.mjs) screen by screen, writes a diff image of every
// screen that is not exactly equal into `<dirB>/diff/`, and answers whether all screens are within the
// tolerance.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareImages, decodePng, encodePng } from './png.mjs';
import { SHOT_FILE } from './capture.mjs';

const shotsIn = (dir) => (existsSync(dir) ? readdirSync(dir).filter((name) => SHOT_FILE.test(name)) : []);
const percent = (share) => `${(share * 100).toFixed(4)}%`;

/**
 * `threshold`: a pixel's colour distance (0 to 1, as pixelmatch) above which it counts as different;
 * `maxDiffPixels`: how many such pixels a screen may have and still count as the same look;
 * `maxChangedPixels`: how many pixels may be not exactly equal at all. The threshold passes anti-aliasing
 * noise but also a change of one step in a light grey (a keycap background from gray-2 to gray-3 is below
 * 0.1 on every pixel); the second limit catches such a change where it covers more than a speck. Two
 * photos of one build differ in at most a few pixels by a few levels (measured: 10 pixels at a page edge).
 * Prints a line per screen through `log`: the differing pixels, their share of the screen, and the pixels
 * that are not exactly equal (below the threshold included). Answers `{ ok, rows }`.
 */
export function compareFolders(
  dirA,
  dirB,
  { threshold = 0.1, maxDiffPixels = 0, maxChangedPixels = 100, log = console.log } = {},
) {
  const inA = shotsIn(dirA);
  const inB = shotsIn(dirB);
  if (inA.length === 0 && inB.length === 0) throw new Error(`Geen schermafdrukken in ${dirA} en ${dirB}.`);
  const diffDir = join(dirB, 'diff');
  if (existsSync(diffDir))
    for (const name of readdirSync(diffDir)) if (SHOT_FILE.test(name)) rmSync(join(diffDir, name));

  const names = [...new Set([...inA, ...inB])].sort();
  const width = Math.max(6, ...names.map((n) => n.length - 4));
  log(`A: ${dirA}`);
  log(`B: ${dirB}`);
  log(
    `Een pixel wijkt af boven kleurafstand ${threshold}; een scherm verschilt bij meer dan ${maxDiffPixels} afwijkende` +
      ` of meer dan ${maxChangedPixels} niet exact gelijke pixel(s).`,
  );
  log(
    `  ${'scherm'.padEnd(width)}  ${'afwijkend'.padStart(11)}  ${'aandeel'.padStart(9)}  ${'niet exact'.padStart(10)}`,
  );
  const rows = [];
  for (const name of names) {
    const screen = name.slice(0, -4).padEnd(width);
    if (!inA.includes(name) || !inB.includes(name)) {
      const missing = inA.includes(name) ? 'B' : 'A';
      rows.push({ name, ok: false, missing });
      log(`  ${screen}  ontbreekt in ${missing}  VERSCHILT`);
      continue;
    }
    const a = decodePng(readFileSync(join(dirA, name)));
    const b = decodePng(readFileSync(join(dirB, name)));
    const { differing, changed, total, diff } = compareImages(a, b, { threshold });
    const ok = differing <= maxDiffPixels && changed <= maxChangedPixels;
    const size =
      a.width === b.width && a.height === b.height ? '' : `  ${a.width}×${a.height} ↔ ${b.width}×${b.height}`;
    let where = '';
    if (changed > 0) {
      mkdirSync(diffDir, { recursive: true });
      writeFileSync(join(diffDir, name), encodePng(diff));
      where = `  diff/${name}`;
    }
    rows.push({ name, ok, differing, changed, total });
    log(
      `  ${screen}  ${`${differing} px`.padStart(11)}  ${percent(differing / total).padStart(9)}  ${`${changed} px`.padStart(10)}${size}${where}${ok ? '' : '  VERSCHILT'}`,
    );
  }
  const failing = rows.filter((r) => !r.ok).length;
  const subtle = rows.filter((r) => r.ok && r.changed > 0).length;
  log(
    failing === 0
      ? `${rows.length} schermen: alle gelijk.`
      : `${rows.length} schermen: ${rows.length - failing} gelijk, ${failing} verschillen (diff-afbeeldingen in ${diffDir}).`,
  );
  if (subtle > 0)
    log(
      `Let op: ${subtle} scherm(en) binnen de toleranties maar niet exact gelijk (zie "niet exact" en diff/, oranje).`,
    );
  return { ok: failing === 0, rows };
}
