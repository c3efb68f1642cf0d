import type { member as en } from '../en/member';

/** Khmer messages of the member area. */
export const member: typeof en = {
  address: {
    add: 'បន្ថែមអាសយដ្ឋាន',
    edit: 'កែប្រែ',
    delete: 'លុប',
    confirmDelete: 'លុបអាសយដ្ឋាននេះមែនទេ?',
    makeDefault: 'កំណត់ជាលំនាំដើម',
    isDefault: 'លំនាំដើម',
    empty: 'អ្នកមិនទាន់មានអាសយដ្ឋានដែលបានរក្សាទុកនៅឡើយទេ។',
    recipient: 'ឈ្មោះអ្នកទទួល',
    phone: 'លេខទូរស័ព្ទ',
    province: 'ខេត្ត ឬរាជធានី',
    district: 'ស្រុក ឬខណ្ឌ',
    commune: 'ឃុំ ឬសង្កាត់',
    village: 'ភូមិ',
    choose: 'សូមជ្រើសរើស…',
    loadingPlaces: 'កំពុងផ្ទុក…',
    street: 'ផ្លូវ',
    house: 'លេខផ្ទះ',
    landmark: 'ចំណុចសម្គាល់ (មិនចាំបាច់)',
    landmarkHint: 'ឧទាហរណ៍៖ ក្បែរវត្ត ទល់មុខផ្សារ',
    setDefault: 'ប្រើជាអាសយដ្ឋានលំនាំដើមរបស់ខ្ញុំ',
    save: 'រក្សាទុកអាសយដ្ឋាន',
    saving: 'កំពុងរក្សាទុក…',
    saved: 'អាសយដ្ឋានរបស់អ្នកត្រូវបានរក្សាទុកហើយ។',
    back: 'ត្រឡប់ទៅអាសយដ្ឋានរបស់ខ្ញុំ',
    nameRequired: 'សូមបញ្ចូលឈ្មោះអ្នកដែលទទួលការបញ្ជាទិញ។',
    badPhone: 'សូមបញ្ចូលលេខទូរស័ព្ទកម្ពុជា ឧទាហរណ៍ ០១២ ៣៤៥ ៦៧៨។',
    placeRequired: 'សូមជ្រើសរើស{{level}}។',
  },
};
