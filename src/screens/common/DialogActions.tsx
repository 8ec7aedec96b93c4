import { Button, Dialog, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** The closing row of a dialog form: a cancel button that closes the dialog, and the form's submit button. */
export function DialogActions({
  cancel,
  submit,
  disabled,
}: {
  cancel: string;
  submit: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Flex gap="3" mt="2" justify="end">
      <Dialog.Close>
        <Button type="button" variant="soft" color="gray">
          {cancel}
        </Button>
      </Dialog.Close>
      <Button type="submit" disabled={disabled}>
        {submit}
      </Button>
    </Flex>
  );
}
