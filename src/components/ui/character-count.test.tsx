import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

function Limited({ initial = '', area = false }: { initial?: string; area?: boolean }) {
  const [value, setValue] = useState(initial);
  const props = { label: 'Votre initiative', value, onChange: setValue, maxLength: 20 };
  return area ? <TextAreaField {...props} /> : <TextField {...props} />;
}

describe("a limited field's character count", () => {
  it.each([false, true])('is announced as the text nears, then reaches, its limit (textarea: %s)', async (area) => {
    render(<Limited area={area} />);
    const status = screen.getByRole('status');
    const field = screen.getByRole('textbox', { name: 'Votre initiative' });
    await userEvent.type(field, 'a'.repeat(15));
    expect(status).toBeEmptyDOMElement();
    await userEvent.type(field, 'a');
    expect(status).toHaveTextContent('16 / 20 caractères');
    expect(field).toHaveAccessibleDescription('16 / 20 caractères');
    await userEvent.type(field, 'aaaa');
    expect(status).toHaveTextContent('Limite atteinte : 20 / 20 caractères');
    await userEvent.clear(field);
    expect(status).toBeEmptyDOMElement();
  });

  it('stays quiet for a field that starts near its limit: its description already says it', () => {
    render(<Limited initial={'a'.repeat(18)} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('textbox', { name: 'Votre initiative' })).toHaveAccessibleDescription('18 / 20 caractères');
  });
});
