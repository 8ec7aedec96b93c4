import { Text } from '@radix-ui/themes';
import { messages } from '../../../messages';
import type { PlacedProblem } from './pdfCodeMirror';

const t = messages.organizationSettings.pdf;

/**
 * What is wrong with the editor's text, under it (and the description of the editing area): "Controleer de
 * JSON: het formaat is ongeldig." when it is not JSON, that an empty text means the default layout, and each
 * problem the schema finds with its line and column, as the editor underlines them, or that it found none
 * (`problems` null: not checked yet).
 */
export function PdfProblems({
  id,
  jsonInvalid,
  empty,
  problems,
}: {
  id: string;
  jsonInvalid: boolean;
  empty: boolean;
  problems: readonly PlacedProblem[] | null;
}) {
  return (
    <div id={id} className="flex flex-col gap-1" aria-live="polite">
      {jsonInvalid && (
        <Text as="p" size="2" color="red" weight="medium">
          {t.invalidJson}
        </Text>
      )}
      {empty && (
        <Text as="p" size="2" color="gray" highContrast>
          {t.emptyMeansDefault}
        </Text>
      )}
      {problems?.length === 0 && !empty && (
        <Text as="p" size="2" color="green" highContrast>
          {t.noProblems}
        </Text>
      )}
      {problems && problems.length > 0 && (
        <>
          <Text as="p" size="2" color="gray" highContrast>
            {t.problemCount(problems.length)}
          </Text>
          <ul className="flex flex-col gap-1 text-sm">
            {problems.map((problem) => (
              <li key={`${problem.line}:${problem.column}:${problem.message}`}>
                <Text
                  size="2"
                  color={problem.severity === 'error' ? 'red' : 'amber'}
                  highContrast={problem.severity === 'warning'}
                >
                  {t.problemAt(problem.line, problem.column, problem.severity === 'error')} {problem.message}
                </Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
