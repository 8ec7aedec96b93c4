// Texts written twice, once for the server and once for the console: a string literal of two or more words and at
// least 12 characters that both server/src and src contain. Wording that both sides show lives once, in src/api
// (beside the rule it words, or in src/api/messages for what an answer says), and the server imports it from
// there; a text only one side shows stays in that side's catalogue.
//
// `node scripts/duplicate-strings.mjs` lists them with their files; tests/unit/structure/sharedWording.test.ts
// fails when one appears that `KEPT` does not name.
//
// Template literals count with each `${…}` as `{}`, and by their fixed parts too (`Ongeldig e-mailadres: ${x}`
// and `Ongeldig e-mailadres: ${y}. Er is niemand aangemaakt.` share their start). The server's demo and
// benchmark data (seed, bench) are data, not wording, and are not read.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const MIN_LENGTH = 12;
const SERVER_ROOT = 'server/src';
const SERVER_DATA = ['server/src/seed', 'server/src/bench'];
const CONSOLE_ROOT = 'src';

/** Duplicates that stay, each with the reason (the test checks that each is still a duplicate). */
export const KEPT = {
  'Taxonomie verwijderd':
    "The server's answer to deleting a taxonomy, which the console does not show (its toast names the taxonomy), and the console's audit label of that action: two texts that happen to read alike.",
  'Term verwijderd':
    "The server's answer to deleting a term, which the console does not show (its toast names the term), and the console's audit label of that action: two texts that happen to read alike.",
};

/** A word: letters, perhaps with a hyphen, apostrophe or brackets inside and punctuation after. */
const WORD = /^[("“]?\p{L}[\p{L}\p{N}'’()-]*[.,:;!?)”"]*$/u;

/** Whether a literal reads as words (a sentence, a label) rather than a key, a path or a MIME type. */
export function isWording(text) {
  const trimmed = text.trim();
  if (trimmed.length < MIN_LENGTH) return false;
  return trimmed.split(/\s+/).filter((token) => WORD.test(token)).length >= 2;
}

function sourceFiles(dir, skip = []) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (skip.some((skipped) => full === skipped)) continue;
    if (entry.isDirectory()) files.push(...sourceFiles(full, skip));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

/** The texts of a file, trimmed: whole literals (`${…}` as `{}`) and the fixed parts of template literals. */
function textsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      texts.push(node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join(''));
      texts.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts.filter(isWording).map((text) => text.trim());
}

/** Each text of the files, with the files (relative to `root`) that contain it. */
function textIndex(files, root) {
  const texts = new Map();
  for (const file of files)
    for (const text of textsOf(file)) {
      const found = texts.get(text) ?? new Set();
      found.add(path.relative(root, file));
      texts.set(text, found);
    }
  return texts;
}

/**
 * Every text both sides contain, sorted, with the files of either side. A text inside a longer duplicate (the
 * fixed part ` is geblokkeerd.` of `Gebruiker {} is geblokkeerd.`) is left out: it goes with that one.
 */
export function duplicatedTexts(root = process.cwd()) {
  const skip = SERVER_DATA.map((dir) => path.join(root, dir));
  const server = textIndex(sourceFiles(path.join(root, SERVER_ROOT), skip), root);
  const consoleSide = textIndex(sourceFiles(path.join(root, CONSOLE_ROOT)), root);
  const both = [...server.keys()].filter((text) => consoleSide.has(text));
  return both
    .filter((text) => !both.some((other) => other !== text && other.includes(text)))
    .sort((a, b) => a.localeCompare(b, 'nl'))
    .map((text) => ({
      text,
      server: [...server.get(text)].sort(),
      console: [...consoleSide.get(text)].sort(),
    }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const duplicates = duplicatedTexts();
  for (const { text, server, console: consoleFiles } of duplicates) {
    console.log(`${JSON.stringify(text)}${KEPT[text] ? '  (kept)' : ''}`);
    console.log(`  server:  ${server.join(', ')}`);
    console.log(`  console: ${consoleFiles.join(', ')}`);
  }
  const kept = duplicates.filter(({ text }) => KEPT[text]).length;
  console.log(`${duplicates.length} duplicated text(s), ${kept} of them kept on purpose.`);
}
