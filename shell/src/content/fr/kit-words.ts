import type { KitWords } from '@bbg/contract';

export const kitWords = {
  carousel: {
    roleDescription: 'carrousel',
    slideRoleDescription: 'diapositive',
    slidePosition: '{n} sur {count}',
    goToSlide: 'Aller à la diapositive {n}',
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    pause: 'Mettre le carrousel en pause',
    play: 'Lancer le carrousel',
  },
  sections: { rail: 'Sections de la page', scrollDown: 'Aller à la section suivante' },
  subscribe: {
    placeholder: 'Saisissez votre e-mail',
    submit: 'S’abonner',
    invalidEmail: 'Veuillez saisir une adresse e-mail valide',
    notSaved: 'L’inscription à la newsletter n’est pas ouverte pour le moment\u00a0: votre adresse n’a pas été enregistrée.',
  },
  share: { button: 'Partager', target: 'Partager sur {name} (s’ouvre dans un nouvel onglet)', text: 'Découvrez cette page de BBG\u00a0!' },
  copyUrl: { button: 'Copier l’URL', copied: 'URL copiée dans le presse-papiers\u00a0!' },
  download: { failed: 'Échec du téléchargement du PDF. Veuillez réessayer plus tard.' },
  modal: { close: 'Fermer' },
} as const satisfies KitWords;
