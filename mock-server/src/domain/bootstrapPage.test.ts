// The page shell's bootstrap script: values escaped so none can close the script element, "$&"
// kept literal, and the end of <head> used when the placeholder is missing.
import type { BootstrapConfig } from '../../../contracts/bootstrap';
import { bootstrapScript, renderShellPage } from './bootstrapPage';

const config: BootstrapConfig = {
  siteName: 'فروشگاه </script><script>alert(1)</script> $& $1',
  apiRoot: '/wp-json/',
  nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce',
  nonce: 'abc.123',
  locale: 'fa',
  contactButtons: { phone: '+982100000000' },
};

function embeddedJson(html: string): unknown {
  const match = /<script id="shop-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

describe('the bootstrap page', () => {
  it('escapes < and > so no value can close the script element', () => {
    const script = bootstrapScript(config);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).toContain('\\u003c/script\\u003e');
    expect(embeddedJson(script)).toEqual(config);
  });

  it('replaces the placeholder, keeping "$&" in values literal', () => {
    const html = renderShellPage(
      '<head></head><body><!--shop-bootstrap--><div id="root"></div></body>',
      config,
    );
    expect(html).not.toContain('<!--shop-bootstrap-->');
    expect(html.indexOf('shop-bootstrap')).toBeLessThan(html.indexOf('id="root"'));
    expect(embeddedJson(html)).toEqual(config);
  });

  it('falls back to the end of <head> when the placeholder is missing', () => {
    const html = renderShellPage('<html><head><title>t</title></head><body></body></html>', config);
    expect(html).toMatch(/<title>t<\/title><script id="shop-bootstrap".*<\/script><\/head>/s);
  });
});
