import { render, screen } from '@testing-library/react';
import { ADDRESS } from '../test/shopper';
import { AddressText } from './AddressText';

describe('AddressText', () => {
  it('writes an address as Brazilian labels do', () => {
    render(<AddressText address={{ ...ADDRESS, complement: 'Apto 12' }} />);
    expect(screen.getByRole('group')).toHaveTextContent(
      'Maria SouzaAvenida Paulista, 1000 - Apto 12Bela Vista, São Paulo - SPCEP 01310-100',
    );
  });

  it('leaves out a line whose fields are empty, and never a stray comma', () => {
    const { container } = render(
      <AddressText address={{ ...ADDRESS, street: '', number: '', district: '', city: '', state: '' }} />,
    );
    expect(container.querySelector('address')).toHaveTextContent(/^Maria SouzaCEP 01310-100$/);
    expect(container.querySelectorAll('br')).toHaveLength(1);
  });
});
