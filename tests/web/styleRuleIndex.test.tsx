/**
 * The web tests' indexed style cascade (tests/web/harness/styleRuleIndex.js) gives jsdom's answers: for every element
 * of a page styled by antd's own style sheets (rendered without the harness's style switch, so the rules are in the
 * document), the rules it applies are the rules jsdom's full scan applies, in the same order.
 */
import { act, render } from '@testing-library/react';
import { Button, Form, Input, Menu, Select, Table, Tabs, Tag } from 'antd';

interface StyleRuleIndex {
  compare(element: Element): { scanned: string[]; indexed: string[] };
  keyOfSelector(selector: string): string;
}
const index = (globalThis as unknown as { __styleRuleIndex: StyleRuleIndex }).__styleRuleIndex;

function StyledPage() {
  return (
    <div id="page" className="outer">
      <Menu
        mode="horizontal"
        items={[
          { key: 'a', label: 'Board' },
          { key: 'b', label: 'Strategies', disabled: true },
        ]}
        selectedKeys={['a']}
      />
      <Tabs
        items={[
          { key: '1', label: 'One', children: <Tag color="red">FU</Tag> },
          { key: '2', label: 'Two', children: 'hidden pane' },
        ]}
      />
      <Form layout="inline">
        <Form.Item label="Name" required>
          <Input placeholder="name" />
        </Form.Item>
        <Form.Item label="Product">
          <Select
            options={[
              { value: 'FU', label: 'FU' },
              { value: 'LU', label: 'LU' },
            ]}
            value="FU"
          />
        </Form.Item>
        <Button type="primary" danger>
          Save
        </Button>
      </Form>
      <Table
        rowKey="k"
        columns={[
          { title: 'Code', dataIndex: 'k', sorter: true, fixed: 'left' },
          { title: 'Last', dataIndex: 'v' },
        ]}
        dataSource={[
          { k: 'FU2601', v: 3000 },
          { k: 'LU2601', v: 3500 },
        ]}
      />
    </div>
  );
}

test('applies the same rules as jsdom, in the same order, to every element of an antd page', async () => {
  render(<StyledPage />);
  // The menu and tabs measure themselves on the next frames: let them settle inside act.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  const sheets = document.styleSheets.length;
  expect(sheets).toBeGreaterThan(5);
  const all = [...document.querySelectorAll('*')];
  expect(all.length).toBeGreaterThan(100);
  // jsdom's scan costs tens of milliseconds an element here: one element in three, spread over the page.
  const elements = all.filter((_, i) => i % 3 === 0);
  const differing: string[] = [];
  let applied = 0;
  for (const element of elements) {
    const { scanned, indexed } = index.compare(element);
    applied += scanned.length;
    if (scanned.join('\n') !== indexed.join('\n')) differing.push(`${element.tagName}.${element.className}`);
  }
  expect(differing).toEqual([]);
  // The page is really styled by sheet rules (not only the default style sheet's few).
  expect(applied).toBeGreaterThan(elements.length);
});

test('follows a rule added to a sheet after it was indexed', () => {
  render(
    <button type="button" className="late">
      late
    </button>,
  );
  const style = document.createElement('style');
  style.textContent = '.early { color: red; }';
  document.head.appendChild(style);
  const button = document.querySelector('.late') as Element;
  expect(index.compare(button).indexed).not.toContain('.late');
  (style.sheet as CSSStyleSheet).insertRule('.late { display: none; }', 1);
  const { scanned, indexed } = index.compare(button);
  expect(indexed).toContain('.late');
  expect(indexed).toEqual(scanned);
  expect(getComputedStyle(button).display).toBe('none');
  style.remove();
});

test.each([
  ['.a .b:hover', '.b'],
  ['div#x.y', '#x'],
  ['ul > li.item::before', '.item'],
  ['.a > li', '<li'],
  ['A', '<a'],
  [':not(.a)', '*'],
  ['[data-x="a b"] .c', '.c'],
  ['.a:is(.b, .c)', '.a'],
  ['.md\\:flex', '*'],
  ['*', '*'],
  ['.a + *', '*'],
])('reads the key of %s as %s', (selector, key) => {
  expect(index.keyOfSelector(selector)).toBe(key);
});
