// The demo shop's attribute terms and categories. Slugs are Latin (stable URLs and add-item
// values); names are what Persian shoppers read.

export interface ColourTerm {
  slug: string;
  name: string;
  hex: string;
}

export const COLOURS: readonly ColourTerm[] = [
  { slug: 'black', name: 'مشکی', hex: '#1f1f1f' },
  { slug: 'white', name: 'سفید', hex: '#f4f4f1' },
  { slug: 'red', name: 'قرمز', hex: '#d0312d' },
  { slug: 'blue', name: 'آبی', hex: '#2f6fd6' },
  { slug: 'green', name: 'سبز', hex: '#2e9e5b' },
  { slug: 'navy', name: 'سرمه‌ای', hex: '#1b2a4a' },
  { slug: 'sky', name: 'آبی آسمانی', hex: '#7cc0f0' },
  { slug: 'maroon', name: 'زرشکی', hex: '#7b1e2b' },
  { slug: 'pink', name: 'صورتی', hex: '#f2a3b8' },
  { slug: 'orange', name: 'نارنجی', hex: '#f08a24' },
  { slug: 'yellow', name: 'زرد', hex: '#f4cf3a' },
  { slug: 'mustard', name: 'خردلی', hex: '#c9a227' },
  { slug: 'olive', name: 'زیتونی', hex: '#6b7a2f' },
  { slug: 'mint', name: 'سبز نعنایی', hex: '#a8e6cf' },
  { slug: 'teal', name: 'سبز کله‌غازی', hex: '#1f7a7a' },
  { slug: 'purple', name: 'بنفش', hex: '#7b4ab0' },
  { slug: 'lilac', name: 'یاسی', hex: '#c8a2d6' },
  { slug: 'brown', name: 'قهوه‌ای', hex: '#6f4e37' },
  { slug: 'beige', name: 'کرم', hex: '#e8dcc4' },
  { slug: 'camel', name: 'شتری', hex: '#c19a6b' },
  { slug: 'gray', name: 'طوسی', hex: '#8a8d91' },
  { slug: 'charcoal', name: 'ذغالی', hex: '#3b3f45' },
  { slug: 'silver', name: 'نقره‌ای', hex: '#c0c4c8' },
  { slug: 'gold', name: 'طلایی', hex: '#d4af37' },
];

export interface PlainTerm {
  slug: string;
  name: string;
}

const persianDigits = (text: string) =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));

/** Letter sizes for clothes, then shoe sizes 36 to 46 in half steps ("40-5" is ۴۰٫۵). */
export const SIZES: readonly PlainTerm[] = [
  ...['xs', 's', 'm', 'l', 'xl', 'xxl'].map((slug) => ({ slug, name: slug.toUpperCase() })),
  ...Array.from({ length: 21 }, (_, index) => {
    const size = 36 + index / 2;
    const whole = Math.floor(size);
    const half = size !== whole;
    return {
      slug: half ? `${whole}-5` : String(whole),
      name: persianDigits(half ? `${whole}٫5` : String(whole)),
    };
  }),
];

export const LETTER_SIZES = ['xs', 's', 'm', 'l', 'xl', 'xxl'] as const;

/** Shoe size slugs from `from` to `to` (inclusive); half sizes only when asked. */
export function shoeSizes(from: number, to: number, halves = false): string[] {
  const sizes: string[] = [];
  for (let size = from; size <= to; size += halves ? 0.5 : 1) {
    sizes.push(Number.isInteger(size) ? String(size) : `${Math.floor(size)}-5`);
  }
  return sizes;
}

export const MATERIALS: readonly PlainTerm[] = [
  { slug: 'cotton', name: 'نخی' },
  { slug: 'linen', name: 'کتان' },
  { slug: 'wool', name: 'پشمی' },
  { slug: 'knit', name: 'بافتنی' },
  { slug: 'polyester', name: 'پلی‌استر' },
  { slug: 'denim', name: 'جین' },
  { slug: 'leather', name: 'چرم طبیعی' },
  { slug: 'faux-leather', name: 'چرم مصنوعی' },
  { slug: 'suede', name: 'جیر' },
  { slug: 'nubuck', name: 'نبوک' },
  { slug: 'canvas', name: 'برزنت' },
  { slug: 'mesh', name: 'توری' },
  { slug: 'knit-mesh', name: 'بافت سه‌بعدی' },
  { slug: 'recycled', name: 'الیاف بازیافتی' },
];

export interface CategorySeed {
  slug: string;
  name: string;
  description: string;
  /** Slug of the parent; top-level categories have none. */
  parent?: string;
  /** Silhouette and colour of the category picture. */
  shape: string;
  colour: string;
}

export const CATEGORIES: readonly CategorySeed[] = [
  {
    slug: 'clothing',
    name: 'پوشاک',
    description: 'لباس روزمره، رسمی و ورزشی برای خانم‌ها و آقایان.',
    shape: 'tshirt',
    colour: '#2f6fd6',
  },
  {
    slug: 'tshirts',
    name: 'تی‌شرت و پولوشرت',
    description: 'تی‌شرت‌های نخی و ورزشی.',
    parent: 'clothing',
    shape: 'tshirt',
    colour: '#d0312d',
  },
  {
    slug: 'shirts',
    name: 'پیراهن',
    description: 'پیراهن‌های رسمی و تابستانی.',
    parent: 'clothing',
    shape: 'shirt',
    colour: '#7cc0f0',
  },
  {
    slug: 'hoodies',
    name: 'هودی و بافت',
    description: 'هودی، سویشرت و پلیور برای روزهای سرد.',
    parent: 'clothing',
    shape: 'hoodie',
    colour: '#8a8d91',
  },
  {
    slug: 'pants',
    name: 'شلوار',
    description: 'شلوار جین، کتان و اسلش.',
    parent: 'clothing',
    shape: 'pants',
    colour: '#1b2a4a',
  },
  {
    slug: 'manteaus',
    name: 'مانتو',
    description: 'مانتوهای اداری، تابستانی و بافت.',
    parent: 'clothing',
    shape: 'manteau',
    colour: '#c8a2d6',
  },
  {
    slug: 'shoes',
    name: 'کفش',
    description: 'کفش ورزشی، رسمی، صندل و بوت.',
    shape: 'sneaker',
    colour: '#f08a24',
  },
  {
    slug: 'sneakers',
    name: 'کفش ورزشی و کتانی',
    description: 'کتانی‌های روزمره و کفش دویدن.',
    parent: 'shoes',
    shape: 'sneaker',
    colour: '#2e9e5b',
  },
  {
    slug: 'formal-shoes',
    name: 'کفش رسمی',
    description: 'کفش چرمی برای مهمانی و محل کار.',
    parent: 'shoes',
    shape: 'formal-shoe',
    colour: '#6f4e37',
  },
  {
    slug: 'sandals',
    name: 'صندل و دمپایی',
    description: 'راحتی برای تابستان.',
    parent: 'shoes',
    shape: 'sandal',
    colour: '#c19a6b',
  },
  {
    slug: 'boots',
    name: 'بوت و نیم‌بوت',
    description: 'بوت‌های چرمی و کوهنوردی.',
    parent: 'shoes',
    shape: 'boot',
    colour: '#3b3f45',
  },
  {
    slug: 'bags',
    name: 'کیف',
    description: 'کوله‌پشتی، کیف دستی و کیف پول.',
    shape: 'handbag',
    colour: '#7b1e2b',
  },
  {
    slug: 'backpacks',
    name: 'کوله‌پشتی',
    description: 'کوله برای لپ‌تاپ، سفر و مدرسه.',
    parent: 'bags',
    shape: 'backpack',
    colour: '#6b7a2f',
  },
  {
    slug: 'handbags',
    name: 'کیف دستی و دوشی',
    description: 'کیف‌های چرمی و مجلسی.',
    parent: 'bags',
    shape: 'handbag',
    colour: '#f2a3b8',
  },
  {
    slug: 'wallets',
    name: 'کیف پول و جاکارتی',
    description: 'کیف پول چرمی و جاکارتی.',
    parent: 'bags',
    shape: 'wallet',
    colour: '#6f4e37',
  },
  {
    slug: 'digital',
    name: 'کالای دیجیتال',
    description: 'هدفون، ساعت هوشمند، لوازم جانبی و کارت هدیه.',
    shape: 'headphones',
    colour: '#1f1f1f',
  },
  {
    slug: 'headphones',
    name: 'هدفون و هدست',
    description: 'هدفون بی‌سیم، نویزگیر و گیمینگ.',
    parent: 'digital',
    shape: 'headphones',
    colour: '#2f6fd6',
  },
  {
    slug: 'smartwatches',
    name: 'ساعت و مچ‌بند هوشمند',
    description: 'برای ورزش و زندگی روزمره.',
    parent: 'digital',
    shape: 'smartwatch',
    colour: '#1f7a7a',
  },
  {
    slug: 'mobile-accessories',
    name: 'لوازم جانبی موبایل',
    description: 'پاوربانک، شارژر، قاب و اسپیکر.',
    parent: 'digital',
    shape: 'powerbank',
    colour: '#7b4ab0',
  },
  {
    slug: 'gift-cards',
    name: 'کارت هدیه و محصولات دانلودی',
    description: 'کارت هدیه و کتاب الکترونیک، بدون ارسال.',
    parent: 'digital',
    shape: 'giftcard',
    colour: '#d4af37',
  },
];
