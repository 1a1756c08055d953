import { screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { DEMO_CONSOLE_CONTAINER_ID, mountDemoConsole } from './mount';

describe('mountDemoConsole', () => {
  it('mounts the console in its own container at the end of the body, once', async () => {
    let unmount: () => void = () => undefined;
    act(() => {
      unmount = mountDemoConsole();
    });

    const container = document.getElementById(DEMO_CONSOLE_CONTAINER_ID);
    expect(container?.parentElement).toBe(document.body);
    expect(await screen.findByRole('button', { name: 'Démo' })).toBeInTheDocument();
    expect(mountDemoConsole()).toBe(unmount);
    expect(document.querySelectorAll(`#${DEMO_CONSOLE_CONTAINER_ID}`)).toHaveLength(1);

    act(() => unmount());
    expect(document.getElementById(DEMO_CONSOLE_CONTAINER_ID)).toBeNull();
  });
});
