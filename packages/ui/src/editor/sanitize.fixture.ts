/**
 * Input → expected output of sanitizeHtml. Checked by the RichTextView story in real Chromium: DOMPurify
 * does not support happy-dom (it keeps <script> there), so these cannot run as happy-dom unit tests.
 */
export const sanitizeCases: ReadonlyArray<{
  name: string;
  input: string | null | undefined;
  output: string;
}> = [
  {
    name: 'keeps everything the editor produces',
    input:
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code><br>next</p>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol>' +
      '<blockquote><p>quote</p></blockquote><pre><code>x = 1</code></pre><hr>' +
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">link</a></p>' +
      '<img src="https://cdn.example.com/a.png" alt="">',
    output:
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code><br>next</p>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol>' +
      '<blockquote><p>quote</p></blockquote><pre><code>x = 1</code></pre><hr>' +
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">link</a></p>' +
      '<img src="https://cdn.example.com/a.png" alt="">',
  },
  { name: 'empty string', input: '', output: '' },
  { name: 'null', input: null, output: '' },
  { name: 'undefined', input: undefined, output: '' },
  {
    name: 'drops scripts and event handlers',
    input: '<img src=x onerror=alert(1)><script>alert(2)</script>',
    output: '<img src="x" alt="">',
  },
  { name: 'drops handlers on text', input: '<p onclick="alert(1)">hi</p>', output: '<p>hi</p>' },
  { name: 'drops javascript: links', input: '<a href="javascript:alert(1)">x</a>', output: '<a>x</a>' },
  {
    name: 'drops disguised javascript: links',
    input: '<a href=" JaVa&#9;ScRiPt:alert(1)">x</a>',
    output: '<a>x</a>',
  },
  { name: 'drops images without a safe src', input: '<img src="javascript:alert(1)">', output: '' },
  { name: 'drops data: images', input: '<p>a</p><img src="data:image/png;base64,AAAA">', output: '<p>a</p>' },
  {
    name: 'keeps mailto links',
    input: '<a href="mailto:a@b.c">m</a>',
    output: '<a href="mailto:a@b.c">m</a>',
  },
  { name: 'keeps tel links', input: '<a href="tel:+123">t</a>', output: '<a href="tel:+123">t</a>' },
  {
    name: 'keeps relative image addresses',
    input: '<img src="/profile/upload/a.png" alt="a">',
    output: '<img src="/profile/upload/a.png" alt="a">',
  },
  {
    name: 'drops iframes',
    input: '<iframe src="https://evil.example"></iframe><p>ok</p>',
    output: '<p>ok</p>',
  },
  {
    name: 'drops style, class and id',
    input: '<p style="color:red" class="x" id="y">red</p>',
    output: '<p>red</p>',
  },
  { name: 'unwraps unknown tags', input: '<div><span>text</span></div>', output: 'text' },
  { name: 'drops style elements', input: '<style>p{}</style><p>a</p>', output: '<p>a</p>' },
  {
    name: 'forces a safe rel on new-window links',
    input: '<a href="https://e.com" target="_blank">x</a>',
    output: '<a href="https://e.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
  },
  {
    name: 'drops other targets',
    input: '<a href="https://e.com" target="top">x</a>',
    output: '<a href="https://e.com">x</a>',
  },
];
