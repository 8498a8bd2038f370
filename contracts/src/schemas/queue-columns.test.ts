import { describe, expect, it } from 'vitest';
import { columnText, rowTitle } from './queue-columns.ts';
import { workKinds, workListViews, workSorts } from './work-queues.ts';

describe("each kind's list in its descriptor (docs/admin.md#lists)", () => {
  it.each(workKinds)('%s: a column header sorts only by one of its sort columns, and no column key is used twice', (kind) => {
    const { columns } = workListViews[kind];
    const sorts: readonly string[] = workSorts[kind];
    for (const column of columns) if (column.sort) expect(sorts, `${kind}: ${column.key}`).toContain(column.sort);
    expect(new Set(columns.map((c) => c.key)).size).toBe(columns.length);
    // The default sort has its header: the list shows which column it is ordered by.
    expect(columns.map((c) => c.sort)).toContain(sorts[0]);
  });

  it('every list ends with the status and the assignee, the columns every queue shares', () => {
    for (const kind of workKinds) expect(workListViews[kind].columns.slice(-2).map((c) => c.type)).toEqual(['status', 'assignee']);
  });

  it("words a text column's value by its catalogue, an unknown value as it is, and nothing as empty", () => {
    expect(columnText('professional', 'plan')).toBe('Professional');
    expect(columnText('platinum', 'plan')).toBe('platinum');
    expect(columnText(undefined, 'plan')).toBe('');
    // A lead or entity formation without a type says so (docs/admin.md#contact-submissions).
    expect(columnText(null, 'businessType')).toBe('Not specified');
    expect(columnText('llc', 'businessType')).toBe('LLC');
    expect(columnText('s-corp', 'intakeBusinessType')).toBe('S Corporation');
    expect(columnText('DE', 'usState')).toBe('Delaware');
    expect(columnText('2125550142', 'phone')).toBe('(212) 555-0142');
    expect(columnText('1234', 'ssn')).toBe('***-**-1234');
    expect(columnText(undefined, 'ssn')).toBe('');
    expect(columnText('Acme LLC')).toBe('Acme LLC');
  });

  it("names a row by its list's title fields: an order by its reference and customer, a lead by its names", () => {
    expect(rowTitle(workListViews.order, { reference: 'EBA-10042', name: 'Grace Hopper' })).toBe('EBA-10042: Grace Hopper');
    expect(rowTitle(workListViews.lead, { firstName: 'Grace', lastName: '' })).toBe('Grace');
  });
});
