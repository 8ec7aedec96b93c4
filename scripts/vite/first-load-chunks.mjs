// A signed-in first load fetches the shell, the dashboard and the code that loads their data. Left to the
// bundler's automatic splitting, that is some forty small chunks (every module that two lazy screens share
// becomes its own chunk), and each costs a round trip on a phone. This plugin groups them into two chunks:
//   - `data`: what `src/state/firstScreenPreload.ts` needs (state, API client, endpoint declarations, zod), so
//     the boot script can start the first screen's data requests as soon as this one chunk is there;
//   - `shell`: the rest of what `src/screens/shell/Shell.tsx` imports statically (router, header, menu,
//     dashboard, the components they draw).
// A third group, `commands`, holds the command layer (`src/screens/shell/commandLayer.ts`: every command, the
// palette), which every signed-in page loads once it is idle: one chunk, not forty. Lazy screens and the charts
// stay their own chunks.
//
// What the entries load (the sign-in path and the boot script) goes before these groups, so the sign-in page
// loads none of them, and forms two chunks instead of a dozen small ones (over HTTP/1.1 a browser has six
// connections to a server, and on a phone each further request waits for a round trip):
//   - `start`: what the boot script (option `start`) imports, so that it runs as soon as this small chunk is
//     there;
//   - `initial`: the rest of what the entries load (the bundler's `$initial` tag), which comes ahead of the three
//     groups. It holds what the entries use after tree-shaking: a module an entry reaches only through a
//     package's index whose export it does not use (Radix Themes' `Badge` through `@radix-ui/themes`) joins the
//     group that does use it, instead of becoming a chunk of its own.
import path from 'node:path';

/** The modules `root` imports statically, itself included, minus `except`. */
function closure(context, root, except) {
  const seen = new Set();
  const queue = [root];
  while (queue.length) {
    const id = queue.pop();
    if (seen.has(id) || except.has(id)) continue;
    const info = context.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    queue.push(...info.importedIds);
  }
  return seen;
}

/**
 * `groups`: name → module (relative to the project root), in order of precedence; a module two groups reach
 * goes to the first. Answers the plugin and the `codeSplitting` option for `build.rollupOptions.output`.
 */
export function firstLoadChunks(groups, { start } = {}) {
  const members = new Map(Object.keys(groups).map((name) => [name, new Set()]));
  const startMembers = new Set();
  const entryModules = new Set();
  let root = process.cwd();
  const plugin = {
    name: 'werkbank-first-load-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      entryModules.clear();
      for (const id of this.getModuleIds()) {
        if (!this.getModuleInfo(id)?.isEntry) continue;
        entryModules.add(id);
        // An HTML entry's script is the entry's module proper (index.html → src/main.tsx).
        if (id.endsWith('.html'))
          for (const script of this.getModuleInfo(id).importedIds) entryModules.add(script);
      }
      startMembers.clear();
      if (start) {
        const boot = path.resolve(root, start);
        for (const id of closure(this, boot, new Set())) if (id !== boot) startMembers.add(id);
      }
      // A module two groups reach goes to the first; what the entries load goes to `initial` (see above).
      const taken = new Set([...startMembers, ...entryModules]);
      for (const [name, file] of Object.entries(groups)) {
        const set = members.get(name);
        set.clear();
        const groupRoot = path.resolve(root, file);
        for (const id of closure(this, groupRoot, taken)) {
          // The module itself stays a chunk of its own (a small one, that imports the group): it is imported
          // dynamically, and a dynamic import of a module inside a group chunk does not find its exports.
          if (id !== groupRoot) set.add(id);
          taken.add(id);
        }
      }
    },
  };
  const named = Object.keys(groups).map((name, index, all) => ({
    name,
    test: (id) => members.get(name).has(id),
    priority: all.length - index,
    // The groups are closed under their imports already (apart from what `start` and `initial` take).
    includeDependenciesRecursively: false,
  }));
  const codeSplitting = {
    groups: [
      ...(start ? [{ name: 'start', test: (id) => startMembers.has(id), priority: named.length + 2 }] : []),
      // The entries' own modules stay their chunks (index.html's script, the boot script).
      {
        name: 'initial',
        tags: ['$initial'],
        test: (id) => !entryModules.has(id),
        priority: named.length + 1,
      },
      ...named,
    ],
  };
  return { plugin, codeSplitting };
}
