/**
 * Tremor's design tokens point at Radix Themes' colour variables, so Tremor's cards, tables, bar lists and
 * charts follow the console's light and dark appearance (Radix sets `.dark` on its root) without their own
 * palette. Step 11/12 for text keeps the contrast Radix guarantees.
 */
const tremor = {
  brand: {
    faint: 'var(--accent-2)',
    muted: 'var(--accent-4)',
    subtle: 'var(--accent-6)',
    DEFAULT: 'var(--accent-9)',
    emphasis: 'var(--accent-11)',
    inverted: 'var(--accent-contrast)',
  },
  background: {
    muted: 'var(--gray-2)',
    subtle: 'var(--gray-3)',
    DEFAULT: 'var(--color-panel-solid)',
    emphasis: 'var(--gray-12)',
  },
  border: { DEFAULT: 'var(--gray-a6)' },
  ring: { DEFAULT: 'var(--gray-a6)' },
  content: {
    subtle: 'var(--gray-11)',
    DEFAULT: 'var(--gray-11)',
    emphasis: 'var(--gray-12)',
    strong: 'var(--gray-12)',
    inverted: 'var(--gray-1)',
  },
};

/** @type {import('tailwindcss').Config} */
export default {
  content: [
    './index.html',
    './src/**/*.{ts,tsx}',
    // Only the Tremor components the console uses (src/screens/stats/tremor.ts and the lazy charts), not all of
    // Tremor: its other components would add their classes to the stylesheet. The folders are Tremor's own layout:
    // tests/unit/internals/tremorModules.test.ts checks them against what those modules import.
    './node_modules/@tremor/react/dist/components/{layout-elements/Card,list-elements/Table,vis-elements/BarList,chart-elements/BarChart,chart-elements/common,text-elements/Legend}/*.js',
  ],
  darkMode: 'class',
  theme: {
    extend: {
      colors: { tremor, 'dark-tremor': tremor },
      boxShadow: {
        'tremor-input': '0 1px 2px 0 rgb(0 0 0 / 0.05)',
        'tremor-card': '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)',
        'tremor-dropdown': '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)',
        'dark-tremor-input': '0 1px 2px 0 rgb(0 0 0 / 0.05)',
        'dark-tremor-card': '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)',
        'dark-tremor-dropdown': '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)',
      },
      borderRadius: {
        'tremor-small': 'var(--radius-2)',
        'tremor-default': 'var(--radius-3)',
        'tremor-full': '9999px',
      },
      fontSize: {
        'tremor-label': ['0.75rem', { lineHeight: '1rem' }],
        'tremor-default': ['0.875rem', { lineHeight: '1.25rem' }],
        'tremor-title': ['1.125rem', { lineHeight: '1.75rem' }],
        'tremor-metric': ['1.875rem', { lineHeight: '2.25rem' }],
      },
    },
  },
  // Classes Tremor builds at run time from a chart's colour (`fill-[var(--indigo-9)]` for `colors={['var(--indigo-9)']}`):
  // only the one colour the console's Tremor charts use.
  safelist: ['fill-[var(--indigo-9)]', 'bg-[var(--indigo-9)]', 'text-[var(--indigo-9)]'],
  plugins: [],
};
