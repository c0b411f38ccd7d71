// The fa strings of the carousel once its offers are here (English msgid to Persian): they come
// with the slider's chunk (carousel/components/LoadedCarousel.tsx), which registers them as it
// arrives, not with the home page's first scripts (issue 29).
import type { Strings } from '../fa';

export const carouselStrings: Strings = {
  slide: 'اسلاید',
  '%1$s of %2$s': '%1$s از %2$s',
  'Slide %1$s of %2$s: %3$s': 'اسلاید %1$s از %2$s: %3$s',
  'Next product': 'محصول بعدی',
  'Previous product': 'محصول قبلی',
  Pause: 'توقف',
  Play: 'پخش',
  'Pause the carousel and the offer timers': 'توقف اسلایدر و زمان‌سنج پیشنهادها',
  'Play the carousel and the offer timers': 'پخش اسلایدر و زمان‌سنج پیشنهادها',
  'Not for sale': 'ناموجود',
  'Offer ends in': 'پایان پیشنهاد تا',
  'Offer time left: %s': 'زمان باقی‌ماندهٔ پیشنهاد: %s',
  '%s days and': '%s روز و',
  'Choose options': 'انتخاب گزینه‌ها',
  'Choose the options of “%s”': 'انتخاب گزینه‌های «%s»',
  'Add “%s” to your cart': 'افزودن «%s» به سبد خرید',
};
