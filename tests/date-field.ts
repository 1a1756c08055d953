import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Types an ISO date (`YYYY-MM-DD`) into a date field (`DateField` of src/components/ui) as a person does: the day,
 * the month and the year's digits in a row from its first part, each part moving on to the next once full.
 */
export async function typeDate(user: UserEvent, field: HTMLElement, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  const [firstPart] = within(field).getAllByRole('spinbutton');
  if (!firstPart) throw new Error('Not a date field: no spin button in it');
  await user.click(firstPart);
  await user.keyboard(`${day}${month}${year}`);
}
