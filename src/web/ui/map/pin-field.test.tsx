import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PinField } from './pin-field';

function Form({ start, error }: { start: string; error?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <PinField id="pin" label="Map Pin" value={value} onChange={setValue} error={error} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('PinField', () => {
  it('shows the pin as its two numbers and builds the value as they are typed', () => {
    render(<Form start="30.6218, -96.3429" />);
    expect(field(/^Latitude/).value).toBe('30.6218');
    expect(field(/^Longitude/).value).toBe('-96.3429');
    fireEvent.change(field(/^Latitude/), { target: { value: '30.7' } });
    expect(screen.getByTestId('value').textContent).toBe('30.7, -96.3429');
  });

  it('removes the pin with its button, and empty fields are no pin', () => {
    render(<Form start="30.6, -96.3" />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the pin' }));
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(field(/^Latitude/).value).toBe('');
    expect(screen.getByText('No pin yet: click the map to place one.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove the pin' })).toBeNull();
  });

  it("shows the schema's message on the latitude field", () => {
    render(
      <Form
        start="95, 10"
        error="Map Pin must be a latitude between -90 and 90 and a longitude between -180 and 180, as in 30.628, -96.334"
      />,
    );
    expect(field(/^Latitude/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Map Pin must be a latitude/)).toBeTruthy();
  });
});
