/** Texts of the template editors (dialog, full editor, default-template editor, copy/paste all). */
export const templateEditorMessages = {} as const;
