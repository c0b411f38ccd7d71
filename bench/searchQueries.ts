// What shoppers type and the seeded product each should find in the first five results: the
// quality list `npm run bench -- search` scores (issue 27 asks for 95 % or more). One line per
// query, grouped by the kind of variant it tries; a query can name any of several right answers.

export type QueryKind =
  | 'spacing'
  | 'arabic letters and digits'
  | 'typo'
  | 'plural and ezafe'
  | 'latin'
  | 'everyday name'
  | 'while typing'
  | 'several words'
  | 'category';

export interface QualityQuery {
  query: string;
  kind: QueryKind;
  /** Slugs of the products that count as the right answer. */
  expect: readonly string[];
}

const q = (kind: QueryKind, query: string, ...expect: string[]): QualityQuery => ({
  query,
  kind,
  expect,
});

export const QUALITY_QUERIES: readonly QualityQuery[] = [
  q('spacing', 'تیشرت', 'classic-cotton-tshirt', 'oversize-tshirt', 'dri-fit-tshirt'),
  q('spacing', 'تی شرت', 'classic-cotton-tshirt', 'oversize-tshirt', 'dri-fit-tshirt'),
  q('spacing', 'تی‌شرت ورزشی', 'dri-fit-tshirt'),
  q('spacing', 'کوله پشتی مدرسه', 'school-backpack'),
  q('spacing', 'کولهپشتی لپتاپ', 'waterproof-laptop-backpack'),
  q('spacing', 'نیم بوت', 'heeled-ankle-boot'),
  q('spacing', 'مچبند هوشمند', 'fitness-band'),
  q('spacing', 'جا کارتی', 'leather-card-holder'),
  q('arabic letters and digits', 'كيف پول', 'mens-leather-wallet', 'zip-around-wallet'),
  q('arabic letters and digits', 'كفش رسمي', 'leather-oxford-shoe'),
  q('arabic letters and digits', 'شارژر ٣٣ وات', 'fast-wall-charger'),
  q('arabic letters and digits', 'کوله ۴۰ لیتری', 'travel-backpack-40l'),
  q('arabic letters and digits', 'پاوربانک 20000', 'power-bank-20000'),
  q('arabic letters and digits', 'کارت هدیه ۵۰۰', 'gift-card-500k'),
  q('arabic letters and digits', 'هِدفون', 'wireless-earbuds', 'noise-cancelling-headphones'),
  q('typo', 'پلیوور', 'knit-sweater'),
  q('typo', 'سوشرت', 'zip-hoodie'),
  q('typo', 'شلاور جین', 'slim-jeans'),
  q('typo', 'هدفن', 'wireless-earbuds', 'noise-cancelling-headphones'),
  q('typo', 'هدست گیمنگ', 'gaming-headset'),
  q('typo', 'پاوربنک', 'power-bank-20000'),
  q('typo', 'اسپیگر', 'portable-bluetooth-speaker'),
  q('typo', 'دمپایی تبی', 'comfort-slide'),
  q('typo', 'کفش کوهنوری', 'waterproof-hiking-boot'),
  q('typo', 'سیلیکنی', 'silicone-phone-case'),
  q('typo', 'مانتو اداري کرب', 'office-manteau'),
  q('plural and ezafe', 'مانتوی زنانه', 'linen-manteau', 'long-knit-manteau', 'office-manteau'),
  q('plural and ezafe', 'مانتوها', 'linen-manteau', 'long-knit-manteau', 'office-manteau'),
  q('plural and ezafe', 'کیفها', 'leather-tote-bag', 'mini-crossbody-bag', 'evening-clutch'),
  q('plural and ezafe', 'کفشهای ورزشی', 'light-running-shoe', 'custom-sneaker', 'canvas-sneaker'),
  q('plural and ezafe', 'کفش‌های رسمی', 'leather-oxford-shoe'),
  q('plural and ezafe', 'شلوارهای جین', 'slim-jeans'),
  q('plural and ezafe', 'پیراهن‌ها', 'oxford-shirt', 'summer-linen-shirt', 'flannel-shirt'),
  q('plural and ezafe', 'هدفونهای بی سیم', 'wireless-earbuds'),
  q('latin', 'tshirt', 'classic-cotton-tshirt', 'oversize-tshirt', 'dri-fit-tshirt'),
  q('latin', 't-shirt', 'classic-cotton-tshirt', 'oversize-tshirt', 'dri-fit-tshirt'),
  q('latin', 'hoodie', 'basic-hoodie'),
  q('latin', 'powerbank', 'power-bank-20000'),
  q('latin', 'Smart Watch', 'smartwatch-pro'),
  q('latin', 'backpack', 'school-backpack', 'travel-backpack-40l', 'waterproof-laptop-backpack'),
  q('latin', 'wallet', 'mens-leather-wallet', 'zip-around-wallet'),
  q('latin', 'headset', 'gaming-headset'),
  q('everyday name', 'ایرپاد', 'wireless-earbuds'),
  q('everyday name', 'هندزفری', 'wireless-earbuds'),
  q('everyday name', 'اسمارت واچ', 'smartwatch-pro'),
  q('everyday name', 'کتونی', 'custom-sneaker', 'canvas-sneaker'),
  q('everyday name', 'بلندگو', 'portable-bluetooth-speaker'),
  q('everyday name', 'قاب موبایل', 'silicone-phone-case'),
  q('everyday name', 'سوئیشرت', 'zip-hoodie'),
  q('everyday name', 'پیرهن چهارخونه', 'flannel-shirt'),
  q('while typing', 'پاورب', 'power-bank-20000'),
  q('while typing', 'هدس', 'gaming-headset'),
  q('while typing', 'کیف مج', 'evening-clutch'),
  q('while typing', 'ساعت هوش', 'smartwatch-pro'),
  q('while typing', 'کوهنو', 'waterproof-hiking-boot'),
  q('while typing', 'دمپا', 'comfort-slide'),
  q('several words', 'کیف چرم زنانه', 'leather-tote-bag'),
  q('several words', 'کیف پول زنانه', 'zip-around-wallet'),
  q('several words', 'بوت چرمی', 'chelsea-boot'),
  q('several words', 'پیراهن کتان', 'summer-linen-shirt'),
  q('several words', 'کارت هدیه یک میلیون', 'gift-card-1m'),
  q('several words', 'کتاب ست کردن لباس', 'style-guide-ebook'),
  q(
    'category',
    'کالای دیجیتال',
    ...['wireless-earbuds', 'noise-cancelling-headphones', 'gaming-headset', 'smartwatch-pro'],
    ...['fitness-band', 'power-bank-20000', 'portable-bluetooth-speaker', 'silicone-phone-case'],
    'fast-wall-charger',
  ),
  q('category', 'صندل و دمپایی', 'leather-sandal', 'comfort-slide'),
  q('category', 'لوازم جانبی موبایل', 'silicone-phone-case', 'fast-wall-charger'),
  q('category', 'کفش ورزشی', 'light-running-shoe', 'custom-sneaker', 'canvas-sneaker'),
];
