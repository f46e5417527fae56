// A request form sent without JavaScript and refused: what was typed and what is wrong, for the page that renders
// the form again. Pages whose component takes no props (the contact page) read it from this context.
import { createContext, useContext } from 'react';
import type { FieldProblem } from '../../../shared/requests/kinds';

export interface FormState {
  values: Record<string, string>;
  problems?: Partial<Record<string, FieldProblem>>;
  /** A refusal of the whole form, in words. */
  message?: string;
}

export const FormStateContext = createContext<FormState | null>(null);

export function useFormState(): FormState | null {
  return useContext(FormStateContext);
}
