/** Each route's title and description in Arabic (Modern Standard Arabic), by its path as `src/app/routes.ts` writes it. */
export const routeHeads = {
  '/contact-us': { title: 'تواصل معنا', description: 'ابقَ على تواصل مع BBG: أرسل إلينا استفسارك أو اعثر على مكاتبنا في أنحاء أفريقيا وآسيا.' },
  '/world-wide': { title: 'حول العالم', description: 'BBG في الشرق الأوسط وأفريقيا وآسيا: أكثر من 10 سنوات، وأكثر من 50 فرعًا، وأكثر من 20 دولة.' },
} as const;
