import { wpDateTime } from '../domain/siteTime';
import type { NewPost } from '../storage/postsRepository';

interface PageText {
  slug: string;
  title: string;
  paragraphs: string[];
}

const PAGES: readonly PageText[] = [
  {
    slug: 'about',
    title: 'دربارهٔ ما',
    paragraphs: [
      'فروشگاه ما از سال ۱۳۹۵ کار خود را با یک غرفهٔ کوچک در بازار آغاز کرد و امروز هزاران مشتری در سراسر ایران دارد.',
      'ما کالاها را مستقیم از تولیدکنندگان معتبر تهیه می‌کنیم تا با قیمتی منصفانه و کیفیتی مطمئن به دست شما برسند.',
      'رضایت مشتری برای ما مهم‌ترین معیار است؛ هر پیشنهاد یا انتقادی دارید، با آغوش باز می‌شنویم.',
    ],
  },
  {
    slug: 'contact',
    title: 'تماس با ما',
    paragraphs: [
      'همکاران ما شنبه تا چهارشنبه از ساعت ۹ تا ۱۷ و پنجشنبه‌ها از ۹ تا ۱۳ پاسخ‌گوی شما هستند.',
      'می‌توانید از راه فرم همین صفحه پیام بفرستید یا با شمارهٔ تلفن فروشگاه تماس بگیرید.',
      'نشانی دفتر مرکزی: تهران، خیابان ولیعصر، کوچهٔ نمونه، پلاک ۱۲.',
    ],
  },
  {
    slug: 'privacy',
    title: 'حریم خصوصی',
    paragraphs: [
      'اطلاعاتی که هنگام خرید وارد می‌کنید فقط برای پردازش سفارش و ارسال کالا به کار می‌رود.',
      'ما اطلاعات شخصی شما را به هیچ شخص یا سازمان دیگری نمی‌فروشیم و در اختیار دیگران نمی‌گذاریم، مگر به حکم قانون.',
      'برای شناختن منبع بازدیدها از کوکی‌هایی استفاده می‌کنیم که می‌توانید آن‌ها را در مرورگر خود غیرفعال کنید.',
    ],
  },
  {
    slug: 'shipping',
    title: 'شیوه‌های ارسال',
    paragraphs: [
      'سفارش‌های تهران با پیک ویژه در همان روز یا روز بعد تحویل داده می‌شوند.',
      'سفارش‌های شهرهای دیگر با پست پیشتاز ارسال می‌شوند و معمولاً دو تا چهار روز کاری در راه هستند.',
      'برای سفارش‌های بالای یک میلیون تومان، هزینهٔ ارسال رایگان است.',
    ],
  },
];

/** The site's fixed pages, published a year before `now`. */
export function buildSitePages(now: Date): NewPost[] {
  const published = wpDateTime(new Date(now.getTime() - 366 * 24 * 60 * 60 * 1000));
  return PAGES.map((page, index) => ({
    type: 'page',
    slug: page.slug,
    title: page.title,
    excerpt: page.paragraphs[0] ?? '',
    content: page.paragraphs.join('\n\n'),
    dateGmt: published,
    menuOrder: index,
  }));
}
