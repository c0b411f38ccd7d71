// WooCommerce's device_type meta: MobileDetect on the stored user agent, with isMobile() asked
// first. MobileDetect's isMobile() is true for tablets as well, so tablets are recorded as
// "Mobile", exactly as a WooCommerce site records them.
export type DeviceType = 'Mobile' | 'Tablet' | 'Desktop';

// Phones and tablets alike; the families MobileDetect recognises that still exist in the wild.
const MOBILE_OR_TABLET =
  /Mobi|Android|iPhone|iPad|iPod|Tablet|Silk|Kindle|KFAPWI|PlayBook|BlackBerry|BB10|Opera Mini|IEMobile|Windows Phone|webOS|Nokia|Symbian|SamsungBrowser\/.*Mobile/i;

export function deviceType(userAgent: string): DeviceType {
  return MOBILE_OR_TABLET.test(userAgent) ? 'Mobile' : 'Desktop';
}
