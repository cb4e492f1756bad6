/** Each route's title and description in Arabic (Modern Standard Arabic), by its path as `src/app/routes.ts` writes it. */
export const routeHeads = {
  '/partners': { title: 'الشركاء', description: 'كن شريكًا لـ BBG: لماذا تنضم إلينا، ومع من نعمل، وكيف تنضم، مع نموذج طلب الشراكة.' },
  '/our-innovation': { title: 'ابتكارنا', description: 'كيف يقود الانفتاح الابتكار في أنحاء مجموعة BBG.' },
  '/about-us': { title: 'من نحن', description: 'BBG: مجموعة واحدة تضم أعمالًا في السفر والإلكترونيات والأزياء والتجارة وتقنية المعلومات والخدمات اللوجستية ووكالات المبيعات العامة (GSA) منذ 2013.' },
  '/bbg-overview': { title: 'لمحة عن BBG', description: 'مجموعة BBG في لمحة: أكثر من 50 فرعًا، وأكثر من 20 دولة، وأكثر من 1500 موظف، وأكثر من 1000 شريك.' },
  '/vision-values': { title: 'الرؤية والقيم', description: 'كفاءات متميزة + تجربة متميزة = مؤسسة متميزة: رؤية BBG وقيمها.' },
  '/our-ambition': { title: 'طموحنا', description: 'الأهداف والقيم التي يقوم عليها طموح مجموعة BBG.' },
  '/our-leadership': { title: 'قيادتنا', description: 'مجلس الإدارة وفريق القيادة في مجموعة BBG.' },
  '/clients': { title: 'العملاء', description: 'شركات طيران وشركات وجهات حكومية تثق بمجموعة BBG.' },
  '/values-mission': { title: 'القيم والرسالة', description: 'ما تمثّله مجموعة BBG وما تسعى إلى تحقيقه.' },
  '/sustainability': { title: 'الاستدامة', description: 'سفر وتجارة مسؤولان في أنحاء مجموعة BBG.' },
} as const;
