import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { maskIdCard } from '../../resources/formats';
import { FieldValue } from '../../resources/engine/FieldValue';
import type { FieldDef } from '../../resources/types';

const idCard: FieldDef = { name: 'idCard', label: '身份证号', type: 'string', format: 'idCard' };
const ID = '33010619900307123X';

describe('identity numbers in lists', () => {
  it('keep the region and the last four, hide the birth date and sequence', () => {
    expect(maskIdCard(ID)).toBe('330106********123X');
    expect(maskIdCard('12345')).toBe('12345');
  });

  it('are masked in a list cell and whole in the record page', () => {
    const { unmount } = render(
      <RecordContextProvider value={{ id: 1, idCard: ID }}>
        <FieldValue field={idCard} inList />
      </RecordContextProvider>,
    );
    expect(screen.getByText('330106********123X')).toBeInTheDocument();
    expect(screen.queryByText(ID)).toBeNull();
    unmount();
    render(
      <RecordContextProvider value={{ id: 1, idCard: ID }}>
        <FieldValue field={idCard} />
      </RecordContextProvider>,
    );
    expect(screen.getByText(ID)).toBeInTheDocument();
  });
});
