import type { Translation } from '@bbg/contract';
import type * as en from '../banners';

/** The heroes of this remote's pages, in Arabic (entry 16, values and mission, is in `./overview-pages`). */
export const banners = {
  bbgOverview: { pageName: 'لمحة عن BBG', id: 9, title: 'نظرة عامة', highlight: 'على BBG', description: 'مجموعة واحدة، وسبعة قطاعات، وأكثر من 50 فرعًا في أكثر من 20 دولة.', buttonText: 'استكشف', buttonLink: '#overview', backgroundImage: 'corporate' },
  visionValues: { pageName: 'الرؤية والقيم', id: 10, title: 'الرؤية', highlight: 'والقيم', description: 'كفاءات متميزة + تجربة متميزة = مؤسسة متميزة.', buttonText: 'استكشف', buttonLink: '#vision', backgroundImage: 'people' },
  ourAmbition: { pageName: 'طموحنا', id: 11, title: 'ما', highlight: 'نطمح إليه', description: 'نبني علامات تجارية أيقونية وحضورًا عالميًا، بتجربة استثنائية تلو الأخرى.', buttonText: 'استكشف', buttonLink: '#objectives', backgroundImage: 'globe' },
  ourInnovation: { pageName: 'ابتكارنا', id: 12, title: 'كيف', highlight: 'نبتكر', description: 'الانفتاح على الأفكار والمنصات والشركاء والتعلّم يدفع المجموعة دائمًا إلى الأمام.', buttonText: 'استكشف', buttonLink: '#openness', backgroundImage: 'it' },
  ourLeadership: { pageName: 'قيادتنا', id: 13, title: 'قيادة', highlight: 'المجموعة', description: 'مجلس الإدارة والقادة الذين يوجّهون مسيرة BBG في الشرق الأوسط وأفريقيا وآسيا.', buttonText: 'تعرّف على المجلس', buttonLink: '#board', backgroundImage: 'people' },
  clients: { pageName: 'العملاء', id: 15, title: 'عملاء', highlight: 'يثقون بنا', description: 'شركات الطيران والشركات والجهات الحكومية تأتمن BBG على أعمالها.', buttonText: 'استكشف', buttonLink: '#overview', backgroundImage: 'corporate' },
  sustainability: { pageName: 'الاستدامة', id: 18, title: 'التزامنا', highlight: 'بالاستدامة', highlightColor: 'mint', description: 'سفر وتجارة مسؤولان يدعمان المجتمعات التي نخدمها.', buttonText: 'استكشف', buttonLink: '#overview', backgroundImage: 'sustainability' },
} as const satisfies Translation<typeof en.banners>;
