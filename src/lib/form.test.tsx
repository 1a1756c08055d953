import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextAreaField, TextField } from '@/components/ui';
import { formSchema, useForm } from './form';

const schema = formSchema<{ name: string; initiative: string }>((values) => ({
  name: values.name.trim() === '' ? 'Indiquez un nom.' : undefined,
  initiative: values.initiative.trim() === '' ? 'Décrivez une initiative.' : undefined,
}));

function Form({ initial }: { initial: { name: string; initiative: string } }) {
  const form = useForm(initial, schema);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.checkBeforeSubmit();
      }}
    >
      <TextField label="Nom" {...form.field('name')} />
      <TextAreaField label="Initiative" {...form.field('initiative')} />
      <button type="submit">Valider</button>
    </form>
  );
}

describe('useForm', () => {
  it('focuses the first field in error on a refused submit, a multi-line field as well as a line', async () => {
    const consoleError = vi.spyOn(console, 'error');
    render(<Form initial={{ name: 'Verdance', initiative: '' }} />);
    screen.getByRole('button', { name: 'Valider' }).click();
    expect(await screen.findByRole('textbox', { name: 'Initiative' })).toHaveFocus();
    // Its ref reached the textarea as a ref, not as an unknown attribute React warns about.
    expect(consoleError).not.toHaveBeenCalled();
  });
});
