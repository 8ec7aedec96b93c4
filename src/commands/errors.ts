import { messages } from '../messages';

export class CommandNotFoundError extends Error {
  override readonly name = 'CommandNotFoundError';
  constructor(readonly commandId: string) {
    super(messages.errors.commandNotFound(commandId));
  }
}

export class DuplicateCommandError extends Error {
  override readonly name = 'DuplicateCommandError';
  constructor(readonly commandId: string) {
    super(messages.errors.duplicateCommand(commandId));
  }
}

/** `when` said no; `message` is the reason. */
export class CommandUnavailableError extends Error {
  override readonly name = 'CommandUnavailableError';
  constructor(
    readonly commandId: string,
    reason: string,
  ) {
    super(reason);
  }
}

/** The arguments did not validate. `missing` lists the arguments a palette picker can ask for. */
export class CommandArgumentsError extends Error {
  override readonly name = 'CommandArgumentsError';
  constructor(
    readonly commandId: string,
    title: string,
    readonly missing: readonly string[],
    readonly issues: readonly unknown[],
  ) {
    super(messages.errors.invalidArguments(title));
  }
}
