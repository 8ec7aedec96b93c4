// Import cycles in the console and the server (`npm run lint`). Imports of types only are left out: they vanish
// when TypeScript compiles, so they cannot make modules wait for each other at run time.
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Modules that import each other, directly or round about: untangle them (move the shared part out).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
  },
};
