/** Each route's title and description in Arabic (Modern Standard Arabic), by its path as `src/app/routes.ts` writes it. */
export const routeHeads = {
  '/media-center': { title: 'المركز الإعلامي', description: 'أخبار وفعاليات وقصص علامات تجارية وأدلة، ونافذة على الحياة في BBG.' },
  '/media-center-inner1': { title: 'الفعاليات والتغطية', description: 'الفعاليات الداخلية وفعاليات المسؤولية الاجتماعية في مجموعة BBG.' },
  '/media-center-inner2': { title: 'آخر الأخبار', description: 'أخبار شركات الطيران وIATA وICAO، وإطلاق المنتجات والتعاون والجوائز من BBG.' },
  '/media-center-inner3': { title: 'العلامات التجارية', description: 'قصص من علامات BBG التجارية، ومنها افتتاح مكاتب جديدة.' },
  '/media-center-inner4': { title: 'دليل ونصائح', description: 'نصائح عملية من خبراء BBG للمسافرين والشركات.' },
  '/media-center-inner5': { title: 'المواهب والثقافة', description: 'الأشخاص والفرق وأساليب العمل التي تقف وراء BBG.' },
  '/media-day': { title: 'يوم التأسيس', description: 'احتفاء بتأسيس مجموعة BBG عام 2013.' },
  '/news-events-inner': { title: 'BBG في الأخبار', description: 'كيف نمت BBG لتضم 1,000 موظف وأكثر من 100 شريك خلال أكثر من 10 سنوات.' },
  '/newsletter/:id': { title: 'النشرة الإخبارية', description: 'النشرة الإخبارية لمجموعة BBG.' },
} as const;
