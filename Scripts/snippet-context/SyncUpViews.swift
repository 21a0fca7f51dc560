// Stand-ins for the views of a user interface, which the core library's articles name when they
// show how an interface drives a store (`uses SyncUpViews`).
import ComposableArchitecture

struct SyncUpFormView { let store: StoreOf<SyncUpForm> }
struct SyncUpDetailView { let store: StoreOf<SyncUpDetail> }
struct RecordMeetingView { let store: StoreOf<RecordMeeting> }
