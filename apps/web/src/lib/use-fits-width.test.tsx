import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFitsWidth } from './use-fits-width.ts';

// jsdom lays nothing out: the box's width and the table's are set by hand, and the observer is
// a stand-in that the test calls when "the window is resized".
let boxWidth = 0;
let tableWidth = 0;
let resize: () => void = () => {};

class FakeResizeObserver {
  constructor(callback: () => void) {
    resize = callback;
  }
  observe() {}
  disconnect() {}
}

function List() {
  const { boxRef, tableRef, fits } = useFitsWidth<HTMLDivElement>();
  return (
    <div ref={boxRef} data-testid="box">
      {fits ? <table ref={tableRef} aria-label="payments" /> : <ul aria-label="payment cards" />}
    </div>
  );
}

function layOut() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'box' ? boxWidth : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'TABLE' ? tableWidth : 0;
  });
}

describe('useFitsWidth', () => {
  afterEach(() => {
    boxWidth = 0;
    tableWidth = 0;
  });

  it('keeps the table where it fits', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    layOut();
    boxWidth = 1000;
    tableWidth = 1000;
    render(<List />);
    expect(screen.getByRole('table', { name: 'payments' })).toBeInTheDocument();
  });

  it('shows cards when the table is wider than its box, and the table again once there is room', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    layOut();
    boxWidth = 960;
    tableWidth = 1400;
    render(<List />);
    expect(screen.getByRole('list', { name: 'payment cards' })).toBeInTheDocument();

    boxWidth = 1200;
    act(() => resize());
    expect(screen.getByRole('list', { name: 'payment cards' })).toBeInTheDocument();

    boxWidth = 1400;
    act(() => resize());
    expect(screen.getByRole('table', { name: 'payments' })).toBeInTheDocument();
  });

  it('keeps the table where nothing can be measured', () => {
    render(<List />);
    expect(screen.getByRole('table', { name: 'payments' })).toBeInTheDocument();
  });
});
