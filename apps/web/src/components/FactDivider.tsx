import Divider, { type DividerProps } from '@mui/material/Divider';

/**
 * The rule between the lines of a description list (`<dl>`): a `<div>` hidden from assistive technology, so
 * the list holds only its terms, descriptions and their groups (an `<hr>` there breaks the list for screen
 * readers; axe: definition-list). The lines are told apart by their terms, the rule only draws the eye.
 */
export function FactDivider(props: DividerProps) {
  return <Divider component="div" role="presentation" aria-hidden="true" {...props} />;
}
