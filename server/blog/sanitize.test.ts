import { describe, expect, it } from 'vitest';
import { htmlToText, renderArticle } from './sanitize.ts';

// Known XSS vectors (OWASP cheat sheet, PortSwigger list, mXSS classics). None may leave
// anything executable in the output.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://a.example/x.png" onload="alert(1)">',
  '<IMG SRC="javascript:alert(1);">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>',
  '<a href="javascript:alert(1)">clic</a>',
  '<a href="JAVASCRIPT:alert(1)">clic</a>',
  '<a href="&#x6A;avascript:alert(1)">clic</a>',
  '<a href=" javascript:alert(1)">clic</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clic</a>',
  '<a href="vbscript:msgbox(1)">clic</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%">finto login</p>',
  '<p style="display:none">nascosto</p>',
  '<style>body{display:none}</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="https://evil.example"><input name="password"><button>Invia</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<base href="https://evil.example/">',
  '<p onclick="alert(1)" onmouseover="alert(1)">testo</p>',
  '<a href="#" onclick="alert(1)">clic</a>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1);//<</script>',
  '<img """><script>alert(1)</script>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '[clic](javascript:alert(1))',
  '![img](javascript:alert(1))',
  '<a href="https://ok.example" target="_blank">ok</a>',
];

function assertSafe(html: string): void {
  const lower = html.toLowerCase();
  expect(lower).not.toMatch(/<script|<\/script/);
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toMatch(/javascript:|vbscript:|data:/);
  expect(lower).not.toMatch(
    /<(iframe|object|embed|svg|math|style|link|meta|form|input|base|body|video|audio|details|template)\b/,
  );
  expect(lower).not.toMatch(/style\s*=/);
  expect(lower).not.toMatch(/srcdoc/);
  expect(lower).not.toMatch(/target=/);
}

describe('article sanitizer', () => {
  it(`neutralises ${PAYLOADS.length} known XSS payloads`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
    for (const payload of PAYLOADS) {
      const out = renderArticle(`Testo prima.\n\n${payload}\n\nTesto dopo.`);
      try {
        assertSafe(out);
      } catch (error) {
        throw new Error(`payload survived: ${payload}\n→ ${out}\n${error}`);
      }
    }
  });

  it('keeps the formatting an article needs', () => {
    const html = renderArticle(
      '# Titolo\n\nUn **testo** con *enfasi* e un [link](https://www.miur.gov.it).\n\n- uno\n- due\n\n> citazione\n\n![zaino](https://img.example/zaino.png)',
    );
    expect(html).toContain('<h2>Titolo</h2>');
    expect(html).toContain('<strong>testo</strong>');
    expect(html).toContain('<em>enfasi</em>');
    expect(html).toContain('<a href="https://www.miur.gov.it" rel="noopener noreferrer nofollow">link</a>');
    expect(html).toContain('<li>uno</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toMatch(/<img src="https:\/\/img\.example\/zaino\.png" alt="zaino"/);
  });

  it('turns HTML into plain text for excerpts', () => {
    expect(htmlToText('<p>Ciao <strong>mondo</strong></p>\n<p>due</p>')).toBe('Ciao mondo due');
  });
});
