import { scriptJson } from '../script-json';

describe('scriptJson', () => {
  it('keeps hostile strings from closing the script or breaking a line', () => {
    const hostile = { title: '</script><script>alert(1)</script>', comment: '<!-- x -->', line: 'a\u2028b\u2029c', amp: 'a&b' };
    const text = scriptJson(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });
});
