/** Each route's title and description in Arabic (Modern Standard Arabic), by its path as `src/app/routes.ts` writes it. */
export const routeHeads = {
  '/privacy-policy': { title: 'سياسة الخصوصية', description: 'كيف تجمع BBG معلومات زوار موقعها الإلكتروني وتستخدمها وتحميها.' },
  '/t&c': { title: 'الشروط والأحكام', description: 'الشروط والأحكام التي تحكم استخدام موقع BBG الإلكتروني.' },
} as const;
