// The message that confirms a stored request, with the reference the visitor can quote.
import type { ToastMessage } from '../toast';

export function withReference(
  message: ToastMessage,
  reference: string | undefined,
  referenceLine: (reference: string) => string,
): ToastMessage {
  if (!reference) return message;
  const line = referenceLine(reference);
  return { ...message, description: message.description ? `${message.description} ${line}` : line };
}
