// Types of sliced-evaluation.mjs (a plain ES module beside first-load-chunks.mjs).
import type { Plugin } from 'vite';

export const NEXT_TASK_IMPORT: string;
export const nextTaskModule: string;
export function withTaskBreak(code: string): string;
export function slicedEvaluation(modules: readonly string[]): Plugin;
