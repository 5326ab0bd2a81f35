import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText, Identifier } from './wrapping-text.tsx';

describe('Identifier and EmailText', () => {
  it('lets a transaction ID wrap only after its hyphens, and reads (and copies) it whole', () => {
    const { container } = render(<Identifier value="DPMS-EMW2F5BS0-796FAD08" />);
    expect(screen.getByText('DPMS-EMW2F5BS0-796FAD08')).toHaveClass('break-normal');
    expect(container.innerHTML).toContain('DPMS-<wbr>EMW2F5BS0-<wbr>796FAD08');
    expect(container.innerHTML).not.toMatch(/break-all/);
  });

  it('lets an e-mail address wrap after its @, dots and hyphens, never inside a word', () => {
    const { container } = render(<EmailText value="nafisa.tabassum@student-mail.dpms.local" />);
    expect(screen.getByText('nafisa.tabassum@student-mail.dpms.local')).toBeInTheDocument();
    expect(container.innerHTML).toContain('nafisa.<wbr>tabassum@<wbr>student-<wbr>mail.<wbr>dpms.<wbr>local');
  });
});
