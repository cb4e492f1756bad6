/** Each route's title and description in French, by its path as `src/app/routes.ts` writes it. */
export const routeHeads = {
  '/partners': { title: 'Partenaires', description: 'Devenez partenaire de BBG : pourquoi, avec qui et comment nous rejoindre, avec le formulaire de demande de partenariat.' },
  '/our-innovation': { title: 'Notre innovation', description: 'Comment l’ouverture nourrit l’innovation dans tout le groupe BBG.' },
  '/about-us': { title: 'À propos', description: 'BBG : un seul groupe d’entreprises de voyage, d’électronique, de mode, de négoce, d’informatique, de logistique et de GSA depuis 2013.' },
  '/bbg-overview': { title: 'BBG en bref', description: 'Le groupe BBG en un coup d’œil : plus de 50 agences, plus de 20 pays, plus de 1 500 collaborateurs et plus de 1 000 partenaires.' },
  '/vision-values': { title: 'Vision et valeurs', description: 'Talents d’exception + Expérience d’exception = Organisation d’exception : la vision et les valeurs de BBG.' },
  '/our-ambition': { title: 'Notre ambition', description: 'Les objectifs et les valeurs qui portent l’ambition du groupe BBG.' },
  '/our-leadership': { title: 'Nos dirigeants', description: 'Le conseil d’administration et l’équipe de direction du groupe BBG.' },
  '/clients': { title: 'Clients', description: 'Compagnies aériennes, entreprises et gouvernements qui font confiance au groupe BBG.' },
  '/values-mission': { title: 'Valeurs et mission', description: 'Ce que défend le groupe BBG et ce qu’il s’engage à accomplir.' },
  '/sustainability': { title: 'Développement durable', description: 'Un voyage et un commerce responsables dans tout le groupe BBG.' },
} as const;
